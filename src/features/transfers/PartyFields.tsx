import { LockClosedIcon } from '@heroicons/react/20/solid'
import { useQuery } from '@tanstack/react-query'
import type { PartyType } from '@/api/ledger.types'
import { bankQueries } from '@/api/banks'
import { PARTY_TYPES, partyKey, partyTypeOf, splitAccountPartyId } from '@/api/ledger'
import type { PartyRef } from '@/state/game'
import { ErrorMessage, Field, Label, Select } from '@/ui/field'
import { Switch } from '@/ui/switch'
import { PARTY_TYPE_LABELS } from '@/features/ledger'
import { AccountSearchPicker, BankPicker, TreasuryPicker, accountLabel, useAccountSearch } from './pickers'
import { PayeeNumberField } from './PayeeNumberField'
import type { PayeeCheck, PickedParty } from './transfer-form'
import { TRANSFER_TEXTS as T } from './texts'

const legendClasses = 'mb-2 text-xs font-semibold tracking-wide text-subtle uppercase'

export interface PartyFieldsProps {
  side: 'from' | 'to'
  type: PartyType | ''
  party: PickedParty | null
  onTypeChange: (type: PartyType | '') => void
  onPartyChange: (party: PickedParty | null) => void
  /** Destination accounts: search by character name, or type the number. */
  bySearch?: boolean
  onBySearchChange?: (bySearch: boolean) => void
  number?: string
  onNumberChange?: (number: string) => void
  /** Whose account the typed number is (PayeeNumberField). */
  numberCheck?: PayeeCheck | null
  onNumberCheck?: (check: PayeeCheck) => void
  autoFocus?: boolean
  /** Why the type, or the party of that type, is at fault (a submit found it empty). */
  typeError?: string
  partyError?: string
  /** Accounts offered before a search (the destination's recent payees). */
  recent?: readonly PickedParty[]
}

/** A party's kind (Treasury, Bank Vault, Bank Account), then the picker of that kind. */
export function PartyFields(props: PartyFieldsProps) {
  const { side, type, party, onTypeChange, onPartyChange, autoFocus, typeError, partyError } = props
  const typeLabel = side === 'from' ? T.sourceType : T.destinationType
  const pickerLabel = type ? PARTY_TYPE_LABELS[type] : ''
  const numberMode = side === 'to' && type === 'account' && props.bySearch === false
  return (
    <fieldset className="min-w-0">
      <legend className={legendClasses}>{side === 'from' ? T.from : T.to}</legend>
      <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <Field>
          <Label>{typeLabel}</Label>
          <Select
            autoFocus={autoFocus}
            value={type}
            invalid={!!typeError}
            onChange={(event) => {
              onTypeChange(partyTypeOf(event.target.value) ?? '')
              onPartyChange(null)
            }}
          >
            <option value="">{T.chooseType}</option>
            {PARTY_TYPES.map((t) => (
              <option key={t} value={t}>
                {PARTY_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
          {typeError && <ErrorMessage>{typeError}</ErrorMessage>}
        </Field>
        {type === 'treasury' && (
          <TreasuryPicker label={pickerLabel} value={party} onChange={onPartyChange} error={partyError} />
        )}
        {type === 'bank' && (
          <BankPicker label={pickerLabel} value={party} onChange={onPartyChange} error={partyError} />
        )}
        {type === 'account' && !numberMode && (
          <AccountSearchPicker
            label={pickerLabel}
            value={party}
            onChange={onPartyChange}
            recent={props.recent}
            error={partyError}
          />
        )}
        {numberMode && (
          <PayeeNumberField
            number={props.number ?? ''}
            check={props.numberCheck ?? null}
            error={partyError}
            onNumberChange={(number) => props.onNumberChange?.(number)}
            onCheck={(check) => props.onNumberCheck?.(check)}
          />
        )}
      </div>
      {side === 'to' && type === 'account' && (
        <Switch
          className="mt-3"
          label={T.searchByName}
          checked={props.bySearch !== false}
          onChange={(checked) => props.onBySearchChange?.(checked)}
        />
      )}
    </fieldset>
  )
}

/**
 * What a prefilled source is called. An account is looked up with the account search (spec
 * section 2: a prefilled account triggers the search with its id), a vault in the bank list;
 * the opener's own name for it, then its id, stand in until (or unless) they answer.
 */
export function useLockedLabel(from: PartyRef | null): string {
  const accountId = from?.type === 'account' ? splitAccountPartyId(from.id).accountId : ''
  const { accounts } = useAccountSearch(accountId)
  const banks = useQuery({ ...bankQueries.list(), enabled: from?.type === 'bank' })
  if (!from) return ''
  const wanted = partyKey(from.type, from.id)
  const account = accounts.find(
    (a) => a.id.toLowerCase() === wanted || a.accountNumber.toLowerCase() === wanted,
  )
  if (account) return accountLabel(account)
  const bank = from.type === 'bank' ? banks.data?.find((b) => b.id.toLowerCase() === wanted) : undefined
  return bank?.name || from.name || accountId || from.id
}

/** A source fixed by whoever opened the dialog (an account card, a treasury panel). */
export function LockedSource({ party }: { party: PickedParty }) {
  return (
    <div className="min-w-0">
      <p className={legendClasses}>{T.from}</p>
      <div className="flex items-start gap-3 rounded-xl bg-tint/[0.04] px-3 py-2.5 ring-1 ring-line">
        <LockClosedIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-subtle" />
        <div className="min-w-0">
          <p className="font-medium break-words text-strong">{party.label}</p>
          <p className="text-sm text-subtle">
            {PARTY_TYPE_LABELS[party.type]}
            <span className="sr-only">. {T.locked}</span>
          </p>
        </div>
      </div>
    </div>
  )
}
