import {
  ArrowsRightLeftIcon,
  ClockIcon,
  FireIcon,
  PlusCircleIcon,
  SparklesIcon,
} from '@heroicons/react/20/solid'
import { useEffect, useState } from 'react'
import type { Currency } from '@/api/currencies.types'
import { failureText } from '@/api/failure'
import type { Nation } from '@/api/nations.types'
import { Alert } from '@/ui/alert'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { EmptyState } from '@/ui/empty-state'
import { QueryStatus } from '@/ui/load-status'
import { SkeletonList } from '@/ui/skeleton'
import { openLedger, openTransfer } from '@/state/game'
import { BalanceHistory, InsightButton, MoneySupply } from '@/features/insights'
import { NATION_FAILURES, TREASURY_TEXTS } from '../texts'
import { BalancesTable } from './BalancesTable'
import { CreateCurrencyDialog } from '@/features/currencies'
import { SupplyDialog, type SupplyCurrency } from './SupplyDialog'
import { UbiPoliciesTable } from './UbiPoliciesTable'
import { ubiRecipients, type SupplyAction } from './figures'
import { currencyQueries } from '@/api/currencies'
import { treasuryQueries } from '@/api/treasuries'
import { useQuery } from '@tanstack/react-query'

/** Spec section 4: the Mint dialog opens by itself about half a second after a currency is created. */
export const MINT_AFTER_CREATE_MS = 500

export interface TreasuryPanelProps {
  /** The nation whose treasury is shown; null shows the "select a nation" message. */
  nation: Nation | null
  /**
   * Shown, not acted on (a deceased officer: the server refuses mint, burn, transfer and a new
   * currency with 403). The page around it says why.
   */
  readOnly?: boolean
}

/** The nation treasury panel (spec section 2): balances, UBI policies, mint, burn, transfer, history. */
export function TreasuryPanel({ nation, readOnly = false }: TreasuryPanelProps) {
  if (!nation) return <EmptyState title={TREASURY_TEXTS.selectNation} />
  return <Treasury nation={nation} readOnly={readOnly} />
}

type DialogKey = SupplyAction | 'create'

const NEEDS_CURRENCY_ID = 'treasury-needs-currency'

/** Mint and burn share one dialog, told apart by its action. */
const SUPPLY_ACTIONS: readonly SupplyAction[] = ['mint', 'burn']

function Treasury({ nation, readOnly }: { nation: Nation; readOnly: boolean }) {
  const treasury = useQuery(treasuryQueries.detail(nation.name))
  const currencies = useQuery(currencyQueries.list())
  const [dialog, setDialog] = useState<DialogKey | null>(null)
  const [chart, setChart] = useState<'history' | 'supply' | null>(null)
  const toggle = (which: 'history' | 'supply') => setChart((open) => (open === which ? null : which))
  /** Counts creations, so each one schedules its own Mint dialog. */
  const [created, setCreated] = useState<{ count: number; currency: Currency | null }>({
    count: 0,
    currency: null,
  })

  useEffect(() => {
    if (created.count === 0) return
    const timer = setTimeout(() => setDialog('mint'), MINT_AFTER_CREATE_MS)
    return () => clearTimeout(timer)
  }, [created.count])

  const nationalSymbol = nation.nationalCurrency ?? created.currency?.symbol ?? null
  const national = nationalCurrency(nationalSymbol, treasury.data?.balances ?? [], currencies, created)
  const close = () => setDialog(null)
  const party = { type: 'treasury' as const, id: nation.name, name: nation.name }
  const supplyError = currencies.isError
    ? failureText(currencies.error, NATION_FAILURES.loadCurrencies)
    : null

  return (
    <div className="space-y-4 sm:space-y-6">
      <GlassCard>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h3 className="text-lg font-semibold text-strong">{TREASURY_TEXTS.treasuryOf(nation.name)}</h3>
            <p className="text-sm text-subtle">
              {nationalSymbol
                ? TREASURY_TEXTS.nationalCurrencyIs(national?.name ?? nationalSymbol, nationalSymbol)
                : TREASURY_TEXTS.noNationalCurrency}
            </p>
          </div>
          {/* On phones the buttons share rows and grow to fill them; the labels never wrap. */}
          <div className="flex flex-wrap gap-2 *:flex-auto sm:*:flex-none">
            {/* Both act on the nation's own currency: without one there is nothing to mint or burn. */}
            {!readOnly && (
              <>
                <Button
                  onClick={() => setDialog('mint')}
                  disabled={!nationalSymbol}
                  aria-describedby={nationalSymbol ? undefined : NEEDS_CURRENCY_ID}
                >
                  <SparklesIcon className="size-5" aria-hidden="true" />
                  {TREASURY_TEXTS.mint}
                </Button>
                <Button
                  color="secondary"
                  onClick={() => setDialog('burn')}
                  disabled={!nationalSymbol}
                  aria-describedby={nationalSymbol ? undefined : NEEDS_CURRENCY_ID}
                >
                  <FireIcon className="size-5" aria-hidden="true" />
                  {TREASURY_TEXTS.burn}
                </Button>
                <Button color="secondary" onClick={() => openTransfer({ from: party })}>
                  <ArrowsRightLeftIcon className="size-5" aria-hidden="true" />
                  {TREASURY_TEXTS.transfer}
                </Button>
              </>
            )}
            <Button color="secondary" onClick={() => openLedger(party)}>
              <ClockIcon className="size-5" aria-hidden="true" />
              {TREASURY_TEXTS.history}
            </Button>
            {!nationalSymbol && !readOnly && (
              <p id={NEEDS_CURRENCY_ID} className="basis-full text-sm text-subtle sm:text-right">
                {TREASURY_TEXTS.needsCurrency}
              </p>
            )}
          </div>
        </div>
        {!nationalSymbol && (
          <Alert kind="info" className="mt-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>
                {readOnly
                  ? TREASURY_TEXTS.noNationalCurrency
                  : `${TREASURY_TEXTS.noNationalCurrency} ${TREASURY_TEXTS.createOne(nation.abbreviation)}`}
              </span>
              {!readOnly && (
                <Button size="sm" onClick={() => setDialog('create')}>
                  <PlusCircleIcon className="size-4" aria-hidden="true" />
                  {TREASURY_TEXTS.createCurrency}
                </Button>
              )}
            </div>
          </Alert>
        )}
      </GlassCard>

      <QueryStatus
        query={treasury}
        failure={NATION_FAILURES.loadTreasury}
        loading={<SkeletonList count={2} label={TREASURY_TEXTS.loadingTreasury} itemClassName="h-40" />}
      >
        {treasury.data && (
          <div className="space-y-4 sm:space-y-6">
            <GlassCard>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-strong">{TREASURY_TEXTS.balances}</h3>
                <div className="flex flex-wrap gap-2">
                  <InsightButton open={chart === 'history'} onToggle={() => toggle('history')} />
                  {national && national.supply !== null && (
                    <InsightButton open={chart === 'supply'} onToggle={() => toggle('supply')}>
                      {TREASURY_TEXTS.moneySupply}
                    </InsightButton>
                  )}
                </div>
              </div>
              <BalancesTable balances={treasury.data.balances} />
              {chart === 'history' && (
                <div className="mt-4 border-t border-line-soft pt-4">
                  <BalanceHistory party={party} balances={treasury.data.balances} />
                </div>
              )}
              {chart === 'supply' && national && national.supply !== null && (
                <div className="mt-4 border-t border-line-soft pt-4">
                  <MoneySupply
                    nationName={nation.name}
                    currencySymbol={national.symbol}
                    currentSupply={national.supply}
                  />
                </div>
              )}
            </GlassCard>
            <GlassCard>
              <h3 className="mb-3 text-base font-semibold text-strong">{TREASURY_TEXTS.ubiPolicies}</h3>
              <UbiPoliciesTable
                policies={treasury.data.ubiPolicies}
                balances={treasury.data.balances}
                recipients={ubiRecipients(nation)}
              />
            </GlassCard>
          </div>
        )}
      </QueryStatus>

      {SUPPLY_ACTIONS.map((action) => (
        <SupplyDialog
          key={action}
          action={action}
          open={dialog === action}
          onClose={close}
          nationName={nation.name}
          currencies={national ? [national] : []}
          supplyError={supplyError}
        />
      ))}
      <CreateCurrencyDialog
        open={dialog === 'create'}
        onClose={close}
        flavour="treasury"
        nation={nation}
        onCreated={(currency) => setCreated((c) => ({ count: c.count + 1, currency }))}
      />
    </div>
  )
}

/**
 * The nation's own currency as mint and burn need it: its balance here and its supply. A nation
 * mints and burns only its own currency (server-rules), so that is the one offered.
 */
function nationalCurrency(
  symbol: string | null,
  balances: readonly { currencySymbol: string; currencyName: string; balance: number }[],
  currencies: { data?: readonly Currency[] },
  created: { currency: Currency | null },
): SupplyCurrency | null {
  if (!symbol) return null
  const row = balances.find((b) => b.currencySymbol === symbol)
  const listed = currencies.data?.find((c) => c.symbol === symbol)
  const fresh = created.currency?.symbol === symbol ? created.currency : null
  return {
    symbol,
    name: row?.currencyName ?? listed?.name ?? fresh?.name ?? symbol,
    balance: row?.balance ?? 0,
    supply: listed?.currentSupply ?? fresh?.currentSupply ?? null,
  }
}
