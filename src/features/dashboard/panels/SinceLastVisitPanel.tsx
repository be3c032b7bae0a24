import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { BankAccount } from '@/api/banks.types'
import { useWorldNow, worldNow } from '@/lib/world-time'
import { openLedger } from '@/state/game'
import { Button } from '@/ui/button'
import {
  agoText,
  changesByCurrency,
  MAX_WATCHED_ACCOUNTS,
  mergeActivity,
  newSince,
  nextVisit,
  partlyRead,
  type Movement,
} from '../activity'
import { Panel } from '../Panel'
import { LEDGER_PREVIEW, useCharacterAccounts, useLedgerPreviews } from '../queries'
import { PANEL_TEXTS } from '../texts'
import { readVisit, visitKey, writeVisit, type VisitMark } from '../visit-marks'
import { stillHere, visitSince } from '../visit-sittings'
import { Money } from '@/ui/money'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table'
import { accountLedger } from './MoneyPanel'
import { AccountsActivityStatus } from './AccountsActivityStatus'
import { ActivityLine, DetailsDialog } from './ActivityLine'
import type { PanelProps } from './props'

const T = PANEL_TEXTS.since

/** Lines shown; "View all" opens the ledger for the rest. */
export const SINCE_LINES = 5

/**
 * Money in and out since this character's dashboard was last seen on this browser. The last
 * visit is read once when the dashboard opens and stays the reference while it is shown; what
 * the panel shows is remembered as soon as it is on screen, so a reload or the next visit starts
 * from here.
 */
export function SinceLastVisitPanel({
  id,
  className,
  character,
  accountUuid,
}: PanelProps & { accountUuid: string }) {
  const key = visitKey(accountUuid, character)
  // The previous visit, held for this whole sitting (visit-sittings.ts): not the mark this
  // panel itself wrote a minute ago on its way to Banking and back.
  const [lastVisit] = useState<VisitMark | null>(() => visitSince(key))
  useEffect(() => () => stillHere(key), [key])
  const [details, setDetails] = useState<string | null>(null)
  // Times are counted from the world's clock; the panel re-reads them when it is found further on.
  const now = useWorldNow()
  const accounts = useCharacterAccounts(character)
  const previews = useLedgerPreviews(accounts.data)
  const pages = useMemo(
    () => previews.pages.map(({ account, page }) => ({ account, entries: page.transactions })),
    [previews.pages],
  )
  const movements = useMemo(() => mergeActivity(pages, accounts.data ?? []), [pages, accounts.data])
  const fresh = useMemo(
    () => (lastVisit ? newSince(movements, pages, lastVisit) : []),
    [movements, pages, lastVisit],
  )

  const partly = useMemo(
    () =>
      lastVisit
        ? partlyRead(
            previews.pages.map(({ account, page }) => ({
              account,
              entries: page.transactions,
              total: page.total,
            })),
            lastVisit,
          )
        : [],
    [previews.pages, lastVisit],
  )

  const seen = !!accounts.data && !previews.pending && (pages.length > 0 || previews.failed.length === 0)
  useEffect(() => {
    if (!seen) return
    writeVisit(key, nextVisit(readVisit(key), pages, worldNow()))
    stillHere(key)
  }, [seen, key, pages])

  const open = (accounts.data ?? []).filter((a) => !a.isClosed)
  const unchecked = Math.max(0, open.length - MAX_WATCHED_ACCOUNTS)

  let body: ReactNode
  if (open.length === 0) body = <p className="text-sm text-subtle">{T.noAccounts}</p>
  else if (!lastVisit)
    body = (
      <div className="space-y-1">
        <p className="text-sm font-medium text-fg">{T.firstVisit}</p>
        <p className="text-sm text-subtle">{T.firstVisitHint}</p>
      </div>
    )
  else if (fresh.length === 0)
    body = (
      <div className="space-y-1">
        <p className="text-sm font-medium text-fg">{T.nothingNew}</p>
        <p className="text-xs text-subtle">{T.lastVisit(agoText(lastVisit.seenAt, now))}</p>
      </div>
    )
  else
    body = (
      <FreshLines
        fresh={fresh}
        lastVisit={lastVisit}
        now={now}
        partly={partly.length > 0}
        onOpen={setDetails}
      />
    )

  return (
    <Panel id={id} title={T.title} className={className}>
      <AccountsActivityStatus accounts={accounts} previews={previews} loading={{ label: T.loading, rows: 2 }}>
        {body}
        {unchecked > 0 && lastVisit && <p className="mt-2 text-xs text-subtle">{T.unchecked(unchecked)}</p>}
      </AccountsActivityStatus>
      <DetailsDialog transactionId={details} onClose={() => setDetails(null)} />
    </Panel>
  )
}

function FreshLines({
  fresh,
  lastVisit,
  now,
  partly,
  onOpen,
}: {
  fresh: Movement[]
  lastVisit: VisitMark
  now: Date
  /** Some account's new rows may lie beyond its preview: the totals are the least that moved. */
  partly: boolean
  onOpen: (id: string) => void
}) {
  const involved = [...new Map(fresh.map((m) => [m.account.accountNumber, m.account])).values()]
  const changes = changesByCurrency(fresh)
  return (
    <div className="space-y-2">
      <p className="text-xs text-subtle">{T.lastVisit(agoText(lastVisit.seenAt, now))}</p>
      {changes.length > 0 && <Changes changes={changes} />}
      {partly && <p className="text-xs text-subtle">{T.partly(LEDGER_PREVIEW.limit)}</p>}
      <ul className="-mx-2">
        {fresh.slice(0, SINCE_LINES).map((m) => (
          <ActivityLine
            key={m.entry.id}
            movement={m}
            when={agoText(m.entry.createdAt, now)}
            detail={m.entry.description}
            onOpen={onOpen}
          />
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {fresh.length > SINCE_LINES && (
          <span className="text-sm text-subtle">{T.more(fresh.length - SINCE_LINES)}</span>
        )}
        <ViewAll accounts={involved} />
      </div>
    </div>
  )
}

/** First what the visit changed: per currency, in, out and the net, signed. */
function Changes({ changes }: { changes: ReturnType<typeof changesByCurrency> }) {
  return (
    <Table label={T.changes} dense>
      <TableHead>
        <TableRow>
          {/* On a phone the symbol in every amount names the currency: three columns fit. */}
          <TableHeader className="hidden sm:table-cell">{T.columns.currency}</TableHeader>
          <TableHeader align="right">{T.columns.in}</TableHeader>
          <TableHeader align="right">{T.columns.out}</TableHeader>
          <TableHeader align="right">{T.columns.net}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.symbol}>
            <TableHeader scope="row" className="hidden normal-case sm:table-cell">
              {change.symbol}
            </TableHeader>
            <TableCell align="right">
              <Money amount={change.in} symbol={change.symbol} direction="in" />
            </TableCell>
            <TableCell align="right">
              <Money amount={change.out} symbol={change.symbol} direction="out" />
            </TableCell>
            <TableCell align="right">
              <Money
                amount={change.net}
                symbol={change.symbol}
                direction="change"
                className="font-semibold"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function ViewAll({ accounts }: { accounts: BankAccount[] }) {
  if (accounts.length === 1)
    return (
      <Button color="secondary" size="sm" onClick={() => openLedger(accountLedger(accounts[0]!))}>
        {T.viewAll}
      </Button>
    )
  return accounts.map((account) => (
    <Button
      key={account.accountNumber}
      color="secondary"
      size="sm"
      onClick={() => openLedger(accountLedger(account))}
    >
      {T.viewAllIn(account.accountNumber)}
    </Button>
  ))
}
