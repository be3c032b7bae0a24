import { useState } from 'react'
import { newestMatchingRow, CHECKED_ROWS } from '@/api/ledger'
import { useIntentMutation, type IntentCheck } from '@/api/intent'
import { currencyMutations } from '@/api/currencies'
import { mapVariables } from '@/api/query'
import { Alert } from '@/ui/alert'
import { Description, ErrorMessage, Field, Input, Label, Select } from '@/ui/field'
import { useFieldMarks, type FieldProblems } from '@/ui/field-problems'
import { FormDialog } from '@/ui/form-dialog'
import { Money, MoneyInput } from '@/ui/money'
import { formatAmount } from '@/lib/format'
import { formatDateTime } from '@/lib/time'
import { readWholeAmount } from '@/lib/money'
import { notify } from '@/state/notices'
import { NATION_FAILURES, TREASURY_TEXTS } from '../texts'
import { supplyEffect, type SupplyAction, type SupplyEffect } from './figures'
import { useCharacterName } from '@/state/session'

/** A currency the treasury can mint or burn, with the figures the effect preview needs. */
export interface SupplyCurrency {
  symbol: string
  name: string
  /** The treasury's balance in it. */
  balance: number
  /** Its total supply; null when unknown. */
  supply: number | null
}

// Read when the dialog renders (not when the module loads): the words follow the language.
const WORDS = {
  mint: () => ({
    title: TREASURY_TEXTS.mint,
    submit: TREASURY_TEXTS.mintSubmit,
    busy: TREASURY_TEXTS.minting,
    past: TREASURY_TEXTS.mintedAmount,
    whether: TREASURY_TEXTS.whetherMinted,
    again: TREASURY_TEXTS.mintAgain,
  }),
  burn: () => ({
    title: TREASURY_TEXTS.burn,
    submit: TREASURY_TEXTS.burnSubmit,
    busy: TREASURY_TEXTS.burning,
    past: TREASURY_TEXTS.burnedAmount,
    whether: TREASURY_TEXTS.whetherBurned,
    again: TREASURY_TEXTS.burnAgain,
  }),
}

type SupplyBody = { currencySymbol: string; amount: number; description: string }

/** The texts of a mint's or burn's unknown outcome: what the treasury's ledger shows. */
export const SUPPLY_CHECK = {
  where: () => TREASURY_TEXTS.checkWhere,
  found: (action: SupplyAction, amount: string, at: string) => TREASURY_TEXTS.checkFound(action, amount, at),
  notFound: (action: SupplyAction, amount: string) =>
    TREASURY_TEXTS.checkNotFound(action, amount, CHECKED_ROWS),
} as const

/** After an unknown outcome: is the mint or burn in the treasury's ledger? */
async function checkSupplyChange(
  action: SupplyAction,
  nation: string,
  body: SupplyBody,
): Promise<IntentCheck> {
  const row = await newestMatchingRow(
    { type: 'treasury', id: nation },
    (r) =>
      r.type === action &&
      r.currencySymbol === body.currencySymbol &&
      r.amount === body.amount &&
      (!body.description || (r.description ?? '') === body.description),
  )
  const amount = formatAmount(body.amount, body.currencySymbol)
  return row
    ? { found: true, text: SUPPLY_CHECK.found(action, amount, formatDateTime(row.createdAt)) }
    : { found: false, text: SUPPLY_CHECK.notFound(action, amount) }
}

export interface SupplyDialogProps {
  action: SupplyAction
  open: boolean
  onClose: () => void
  nationName: string
  /** The currencies on offer: the nation's own (mint needs it; none means create one first). */
  currencies: readonly SupplyCurrency[]
  /** Why the supply is unknown, when the currency list failed to load. */
  supplyError: string | null
}

export function SupplyDialog(props: SupplyDialogProps) {
  return props.open ? <SupplyForm {...props} /> : null
}

/**
 * Mint (POST /treasuries/{nation}/mint) or Burn (.../burn). Mint always uses the nation's own
 * currency; Burn asks which currency. Before confirming, the officer sees what the change does to
 * the treasury balance and to the currency's total supply.
 */
function SupplyForm({ action, onClose, nationName, currencies, supplyError }: SupplyDialogProps) {
  const actor = useCharacterName()
  const words = WORDS[action]()
  const [symbol, setSymbol] = useState(
    action === 'mint' || currencies.length === 1 ? (currencies[0]?.symbol ?? '') : '',
  )
  const [amountText, setAmountText] = useState('')
  const [description, setDescription] = useState('')
  const currency = currencies.find((c) => c.symbol === symbol) ?? null
  const reading = readWholeAmount(amountText)
  const amount = reading.ok ? reading.value : null

  const change = useIntentMutation(
    action === 'mint'
      ? mapVariables(currencyMutations.mint(nationName), (body: SupplyBody) => ({ ...body, mintedBy: actor }))
      : mapVariables(currencyMutations.burn(nationName), (body: SupplyBody) => ({
          ...body,
          burnedBy: actor,
        })),
    {
      texts: action === 'mint' ? NATION_FAILURES.mint : NATION_FAILURES.burn,
      intent: {
        whether: (body) => words.whether(formatAmount(body.amount, body.currencySymbol)),
        where: SUPPLY_CHECK.where,
        again: words.again,
        submit: words.submit,
      },
      check: (body) => checkSupplyChange(action, nationName, body),
      onSuccess: (_answer, body) => {
        // Our own words, not the server's message: the amount in the console's one money format.
        notify('success', words.past(formatAmount(body.amount, body.currencySymbol)))
        onClose()
      },
    },
  )

  const marks = useFieldMarks()
  const missing = (): FieldProblems<'currency' | 'amount'> => ({
    currency: action === 'burn' && !currency ? TREASURY_TEXTS.chooseCurrency : undefined,
    amount: reading.ok && amount === null ? TREASURY_TEXTS.enterAmount : undefined,
  })
  const problems = marks.shown(missing())

  const submit = () => {
    if (action === 'mint' && !currency) return change.fail(TREASURY_TEXTS.currencyFirst)
    // The amount field already says why its text is refused: focus it.
    if (!reading.ok) return marks.blocked({ amount: reading.message }) && change.reset()
    if (marks.blocked(missing())) return change.fail(TREASURY_TEXTS.requiredFields)
    if (!currency || amount === null) return
    if (amount <= 0) return change.fail(TREASURY_TEXTS.amountPositive)
    const effect = supplyEffect(action, amount, currency.balance, currency.supply, currency.symbol)
    // Past the largest exact amount the server cannot keep it: refused here, before sending.
    if (effect.tooLarge && effect.refusal) return change.fail(effect.refusal)
    change.submit({ currencySymbol: currency.symbol, amount, description: description.trim() })
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={words.title}
      description={
        action === 'mint' ? TREASURY_TEXTS.mintInto(nationName) : TREASURY_TEXTS.burnOutOf(nationName)
      }
      intent={change}
      submitLabel={words.submit}
      busyLabel={words.busy}
      submitColor={action === 'burn' ? 'danger' : 'primary'}
      onSubmit={submit}
    >
      {action === 'mint' ? (
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-soft">{TREASURY_TEXTS.currency}</p>
          <p className="text-sm text-strong">
            {currency ? `${currency.name} (${currency.symbol})` : TREASURY_TEXTS.noNationalCurrencyYet}
          </p>
        </div>
      ) : (
        <Field>
          <Label>{TREASURY_TEXTS.currency}</Label>
          <Select
            value={symbol}
            invalid={!!problems.currency}
            onChange={(event) => setSymbol(event.target.value)}
          >
            <option value="">{TREASURY_TEXTS.selectCurrency}</option>
            {currencies.map((c) => (
              <option key={c.symbol} value={c.symbol}>
                {c.name} ({c.symbol})
              </option>
            ))}
          </Select>
          <Description>{TREASURY_TEXTS.burnOwnOnly}</Description>
          {problems.currency && <ErrorMessage>{problems.currency}</ErrorMessage>}
        </Field>
      )}
      <MoneyInput
        label={TREASURY_TEXTS.amount}
        value={amountText}
        onChange={setAmountText}
        symbol={currency?.symbol}
        error={problems.amount}
        autoFocus
      />
      <Field>
        <Label>{TREASURY_TEXTS.descriptionOptional}</Label>
        <Input
          autoComplete="off"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      {currency && (
        <EffectPreview
          action={action}
          currency={currency}
          effect={supplyEffect(action, amount ?? 0, currency.balance, currency.supply, currency.symbol)}
          hasAmount={amount !== null && amount > 0}
          supplyError={supplyError}
        />
      )}
    </FormDialog>
  )
}

function EffectPreview({
  action,
  currency,
  effect,
  hasAmount,
  supplyError,
}: {
  action: SupplyAction
  currency: SupplyCurrency
  effect: SupplyEffect
  hasAmount: boolean
  supplyError: string | null
}) {
  const rows = [
    { what: TREASURY_TEXTS.treasuryBalance, before: effect.balanceBefore, after: effect.balanceAfter },
    { what: TREASURY_TEXTS.totalSupply, before: effect.supplyBefore, after: effect.supplyAfter },
  ]
  return (
    <section aria-label={TREASURY_TEXTS.effectOf(action)} className="space-y-2">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-soft">{TREASURY_TEXTS.effect}</caption>
        <thead>
          <tr className="text-xs text-subtle">
            <th scope="col" className="py-1 text-left font-normal">
              <span className="sr-only">{TREASURY_TEXTS.figure}</span>
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {TREASURY_TEXTS.before}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-normal">
              {TREASURY_TEXTS.after}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft">
          {rows.map((row) => (
            <tr key={row.what}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-muted">
                {row.what}
              </th>
              <td className="py-1.5 text-right">
                {row.before === null ? (
                  <span className="text-subtle">{TREASURY_TEXTS.unknown}</span>
                ) : (
                  <Money amount={row.before} symbol={currency.symbol} />
                )}
              </td>
              <td className="py-1.5 pl-3 text-right font-medium text-strong">
                {!hasAmount || row.after === null ? (
                  <span className="font-normal text-subtle">—</span>
                ) : (
                  <Money amount={row.after} symbol={currency.symbol} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {effect.supplyBefore === null && supplyError && (
        <p className="text-xs text-subtle">{TREASURY_TEXTS.supplyUnknown(supplyError)}</p>
      )}
      {hasAmount && effect.refusal && <Alert kind="warning">{effect.refusal}</Alert>}
    </section>
  )
}
