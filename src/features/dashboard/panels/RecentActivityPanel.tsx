import { useMemo, useState } from 'react'
import { formatDateTime } from '@/lib/time'
import { MAX_WATCHED_ACCOUNTS, mergeActivity } from '../activity'
import { Panel } from '../Panel'
import { useCharacterAccounts, useLedgerPreviews } from '../queries'
import { PANEL_TEXTS } from '../texts'
import { AccountsActivityStatus } from './AccountsActivityStatus'
import { ActivityLine, DetailsDialog } from './ActivityLine'
import type { PanelProps } from './props'

const T = PANEL_TEXTS.recent

/** Rows shown: the newest across the first ledger page of each account. */
export const RECENT_ROWS = 8

/** The newest transactions across the character's accounts, each opening its details. */
export function RecentActivityPanel({ id, className, character }: PanelProps) {
  const [details, setDetails] = useState<string | null>(null)
  const accounts = useCharacterAccounts(character)
  const previews = useLedgerPreviews(accounts.data)
  const movements = useMemo(
    () =>
      mergeActivity(
        previews.pages.map(({ account, page }) => ({ account, entries: page.transactions })),
        accounts.data ?? [],
      ),
    [previews.pages, accounts.data],
  )
  const open = (accounts.data ?? []).filter((a) => !a.isClosed)

  return (
    <Panel id={id} title={T.title} className={className}>
      <AccountsActivityStatus accounts={accounts} previews={previews} loading={{ label: T.loading, rows: 4 }}>
        {movements.length === 0 ? (
          <p className="text-sm text-subtle">{T.empty}</p>
        ) : (
          <ul className="-mx-2">
            {movements.slice(0, RECENT_ROWS).map((m) => (
              <ActivityLine
                key={m.entry.id}
                movement={m}
                detail={[m.entry.description, formatDateTime(m.entry.createdAt)].filter(Boolean).join(' · ')}
                onOpen={setDetails}
              />
            ))}
          </ul>
        )}
        {open.length > MAX_WATCHED_ACCOUNTS && (
          <p className="mt-2 text-xs text-subtle">{T.ofWatched(MAX_WATCHED_ACCOUNTS, open.length)}</p>
        )}
      </AccountsActivityStatus>
      <DetailsDialog transactionId={details} onClose={() => setDetails(null)} />
    </Panel>
  )
}
