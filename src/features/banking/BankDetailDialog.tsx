import { ShieldCheckIcon } from '@heroicons/react/20/solid'
import { Alert } from '@/ui/alert'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Chip } from '@/ui/chip'
import { DescriptionList } from '@/ui/description-list'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { QueryStatus } from '@/ui/load-status'
import { formatNumber } from '@/lib/format'
import { formatDate } from '@/lib/time'
import { BankBalancesSection } from './BankBalancesSection'
import { OfferingsSection } from './OfferingsSection'
import { OfficersSection } from './OfficersSection'
import { isOfficerOf } from './queries'
import { bankRights } from './refusals'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { bankQueries } from '@/api/banks'
import { useCharacterName, useSelectedCharacter } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

export interface BankDetailDialogProps {
  /** The bank shown; null: the dialog is closed. */
  bankId: string | null
  onClose: () => void
}

/** A bank's facts, officers, vault (for its officers) and offerings (spec "Bank detail dialog"). */
export function BankDetailDialog({ bankId, onClose }: BankDetailDialogProps) {
  const character = useCharacterName()
  const detail = useQuery(bankQueries.detail(bankId ?? ''))
  const banks = useQuery(bankQueries.list())
  const listed = banks.data?.find((b) => b.id === bankId) ?? null
  // GET /banks/{id} is only promised to carry the officers; the list has the rest.
  const bank = detail.data?.bank ?? listed
  const officers = detail.data?.officers ?? bank?.officers ?? []
  const isOfficer = isOfficerOf(officers, character)
  // A deceased officer still sees the vault, but manages nothing and opens no account (403).
  const deceased = useSelectedCharacter()?.isDeceased === true
  const rights = bankRights(isOfficer, deceased)

  return (
    <Dialog open={!!bankId} onClose={onClose} size="xl">
      <DialogTitle className="flex flex-wrap items-center gap-2">
        <span className="break-words">{bank?.name ?? bankId}</span>
        {bank && <Chip>{bank.abbreviation || bank.id}</Chip>}
        {isOfficer && (
          <Badge color="info" icon={<ShieldCheckIcon />}>
            {T.youAreOfficer}
          </Badge>
        )}
      </DialogTitle>
      <DialogBody className="space-y-6">
        {/* The bank's card in the list shows while its details load. */}
        <QueryStatus query={detail} failure={F.loadBank} hasData={!!bank} loading={T.loadingBank}>
          {bank && bankId && (
            <>
              {deceased && <Alert kind="info">{T.deceasedBanksReadOnly(character)}</Alert>}
              <DescriptionList
                items={[
                  { term: T.jurisdiction, details: bank.jurisdictionNation || '—' },
                  { term: T.created, details: formatDate(bank.createdAt) },
                  { term: T.accountsCount, details: formatNumber(bank.accountCount) },
                  { term: T.nationalCurrency, details: bank.nationalCurrency ?? T.noNationalCurrency },
                ]}
              />
              <OfficersSection
                bank={bank}
                officers={officers}
                isOfficer={rights.manage}
                character={character}
              />
              {isOfficer && <BankBalancesSection bank={bank} readOnly={!rights.manage} />}
              <OfferingsSection
                bank={bank}
                isOfficer={rights.manage}
                canOpen={rights.open}
                character={character}
              />
            </>
          )}
        </QueryStatus>
      </DialogBody>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
