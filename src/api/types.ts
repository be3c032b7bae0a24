// The wire contract of the game server (console spec section 3 and the calls of section 7,
// plus the fields server-rules.md adds). Both the console and the fake backend import these.

export type IsoDate = string

/** Every error body the server sends. */
export interface ApiErrorBody {
  success: false
  error: string
  message: string
}

// ---------------------------------------------------------------- auth and system

export interface Credentials {
  uuid: string
  password: string
}

export interface LoginRequest {
  uuid: string
  password: string
}

export interface LoginResponse {
  success: boolean
  message: string
  uuid: string
  displayNames: Character[]
  mostRecentDisplayName: string | null
  displayNameCount: number
  hasNoCharacters: boolean
  isAdmin: boolean
}

/** What the console keeps after a successful login: the response plus the credentials. */
export interface AuthData extends LoginResponse {
  credentials: Credentials
}

/** A display name of a game account. */
export interface Character {
  name: string
  profilePictureUrl: string | null
  biography: string | null
  firstUsed: IsoDate | null
  lastSeen: IsoDate | null
  isRecent: boolean
  isDeceased: boolean
}

export interface SelectCharacterRequest {
  uuid: string
  password: string
  displayName: string
}

export interface SelectCharacterResponse {
  success: boolean
  token: string
  uuid: string
  selectedDisplayName: string
  character: Character | null
  message: string
  expiresAt: IsoDate
}

export interface Session {
  token: string
  selectedDisplayName: string
  character: Character | null
  isAdminPanel: boolean
  expiresAt: IsoDate
}

export interface UgcStatus {
  ugcEnabled: boolean
}

export interface ToggleUgcResponse {
  success: boolean
  ugcEnabled: boolean
  message: string
}

export interface MessageResponse {
  success: boolean
  message: string
}

export interface ProfilePictureUploadResponse {
  success: boolean
  imageUrl: string
  message: string
}

/** The public profile-lookup proxies answer like the game account provider: a 32-hex id. */
export interface UsernameLookupResponse {
  id: string
  name: string
}

// ---------------------------------------------------------------- ledger and transfers

export type TransactionType =
  'mint' | 'burn' | 'transfer' | 'ubi' | 'interest' | 'maintenance_fee' | 'overdraft_fee'

export type PartyType = 'treasury' | 'bank' | 'account'

export interface TransactionListItem {
  id: string
  created_at: IsoDate
  transaction_type: TransactionType
  currency_symbol: string
  amount: number
  from_name: string | null
  from_type: PartyType | null
  from_id: string | null
  to_name: string | null
  to_type: PartyType | null
  to_id: string | null
  description: string | null
  initiated_by: string
  /** Admin transfers: the character the admin ("Divine Entity") acted as; null otherwise. */
  as_character?: string | null
}

export interface Pagination {
  total: number
  limit: number
  offset: number
  hasMore: boolean
}

export interface TransactionListResponse {
  success: boolean
  transactions: TransactionListItem[]
  pagination: Pagination
}

export interface LedgerQuery {
  currency_symbol?: string
  transaction_type?: TransactionType
  from_date?: string
  to_date?: string
  limit?: number
  offset?: number
}

export interface TransactionDetail {
  id: string
  transactionType: TransactionType
  amount: number
  currencySymbol: string
  from: { name: string; type: PartyType } | null
  to: { name: string; type: PartyType } | null
  initiatedBy: string
  description: string | null
  createdAt: IsoDate
  /** Admin transfers: the character the admin acted as; null otherwise. */
  asCharacter?: string | null
}

export interface TransactionDetailResponse {
  success: boolean
  transaction: TransactionDetail
}

export interface TransferRequest {
  currencySymbol: string
  amount: number
  fromType: PartyType
  fromId: string
  toType: PartyType
  toId: string
  description?: string
  initiatedBy: string
}

export interface AdminTransferRequest extends Omit<TransferRequest, 'initiatedBy'> {
  asCharacter: string
}

export interface TransferResponse {
  success: boolean
  transfer: { id: string; amount: number; currencySymbol: string }
  message: string
}

export interface BalanceInfo {
  success: boolean
  balance: number
  overdraftLimit: number
  availableBalance: number
}

export interface AccountSearchResponse {
  success: boolean
  accounts: BankAccount[]
}

// ---------------------------------------------------------------- treasuries and currencies

export interface TreasuryBalance {
  currencyId: string
  currencyName: string
  currencySymbol: string
  balance: number
}

export interface UbiPolicy {
  id: string
  currencyId: string
  currencyName: string
  currencySymbol: string
  amountPerCitizen: number
  enabled: boolean
  lastDistribution: IsoDate | null
}

export interface Treasury {
  nationName: string
  balances: TreasuryBalance[]
  ubiPolicies: UbiPolicy[]
}

export interface MintRequest {
  currencySymbol: string
  amount: number
  description?: string
  mintedBy: string
}

export interface BurnRequest {
  currencySymbol: string
  amount: number
  description?: string
  burnedBy: string
}

export type InflationRisk = 'Low' | 'Moderate' | 'High'

export interface Currency {
  id: string
  name: string
  symbol: string
  issuingNation: string
  currentSupply: number
  createdAt: IsoDate
  purchasingPowerIndex: number | null
  inflationRisk: InflationRisk | null
  supplyPerCapita: number | null
}

export interface CreateCurrencyRequest {
  name: string
  issuingNation: string
  createdBy: string
}

export interface UbiPolicyRequest {
  currencySymbol: string
  amountPerCitizen: number
  enabled?: boolean
  updatedBy: string
}

// ---------------------------------------------------------------- banks

export interface BankOfficer {
  name: string
  appointedAt: IsoDate
}

export interface BankBalance {
  currencyName: string
  currencySymbol: string
  balance: number
}

export interface OfferingSummary {
  hasInterestAccounts: boolean
  hasOverdraft: boolean
  lowestMaintenanceFee: number | null
}

export interface Bank {
  id: string
  name: string
  abbreviation: string
  jurisdictionNation: string
  accountCount: number
  officerCount: number
  nationalCurrency: string | null
  interestSuccessRate: number
  offeringSummary: OfferingSummary
  createdAt: IsoDate
  officers: BankOfficer[]
  /** Only filled for the bank's officers (and admins). */
  balances: BankBalance[]
}

export interface CreateBankRequest {
  bankId: string
  name: string
  jurisdictionNation: string
  createdBy: string
}

export interface Offering {
  id: string
  name: string
  description: string
  interestRateBasisPoints: number
  maintenanceFeeAmount: number
  minimumBalance: number
  maximumBalance: number | null
  overdraftAllowed: boolean
  overdraftLimit: number
  overdraftFeeAmount: number
  isActive: boolean
}

export interface CreateOfferingRequest {
  name: string
  description?: string
  interestRateBasisPoints: number
  maintenanceFeeAmount: number
  minimumBalance: number
  maximumBalance?: number | null
  overdraftAllowed: boolean
  overdraftLimit: number
  overdraftFeeAmount: number
  createdBy: string
}

export interface UpdateOfferingRequest {
  name?: string
  description?: string
  isActive?: boolean
  updatedBy: string
}

export interface AccountBalance {
  currencySymbol: string
  currencyName: string
  balance: number
}

export interface BankAccount {
  id: string
  bankId: string
  bankName: string
  accountNumber: string
  accountHolder: string
  isDefault: boolean
  balances: AccountBalance[]
  hasBalances: boolean
  /** Seconds since epoch (spec section 3). */
  createdAt: number
  offering: Offering | null
  overdraftLimit: number
  availableBalance: number
  isClosed: boolean
}

// ---------------------------------------------------------------- players

export interface Player {
  displayName: string
  accountOwner: string
  profilePictureUrl: string | null
  biography: string | null
  isDeceased: boolean
  firstUsed: IsoDate | null
  lastSeen: IsoDate | null
}

export interface PlayerListResponse {
  success: boolean
  players: Player[]
  pagination: { page: number; limit: number; totalPages: number; total: number }
}

export type RelationRating = 1 | 2 | 3 | 4 | 5

export interface RelationsResponse {
  success: boolean
  relations: Record<string, RelationRating>
}

// ---------------------------------------------------------------- nations

export interface NationMember {
  id: string
  name: string
  profilePictureUrl: string | null
  isDeceased: boolean
  accountOwner: string
  joinedAt: IsoDate
  role: 'officer' | 'citizen'
}

export interface Nation {
  id: string
  name: string
  abbreviation: string
  description: string
  createdAt: IsoDate
  profilePictureUrl: string | null
  isActive: boolean
  activityPercentage: number
  totalMembers: number
  activeMembersCount: number
  officerCount: number
  citizenCount: number
  officers: NationMember[]
  citizens: NationMember[]
  nationalCurrency: string | null
}

export interface Membership {
  nationId: string
  nationName: string
  abbreviation: string
  role: 'officer' | 'citizen'
  joinedAt: IsoDate
}

export interface CreateNationRequest {
  name: string
  abbreviation: string
  description?: string
  founderId: string
}

export interface EditNationRequest {
  name?: string
  abbreviation?: string
  description?: string
  editedBy: string
}

// ---------------------------------------------------------------- admin

export type AdminEntityType = 'character' | 'bank' | 'nation'

export interface AdminCharacter {
  name: string
  accountOwner: string
  biography: string | null
  profilePictureUrl: string | null
  isDeceased: boolean
  firstUsed: IsoDate | null
  lastSeen: IsoDate | null
  nation: string | null
}

export interface OfficerChangeRequest {
  characterName: string
  entityType: 'bank' | 'nation'
  entityId: string
}
