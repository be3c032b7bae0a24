import { useMemo, useState } from 'react'
import { failureText } from '@/api/failure'
import { LoadStatus } from '@/ui/load-status'
import { formatDateTime } from '@/lib/time'
import { MAX_WATCHED_ACCOUNTS, mergeActivity } from '../activity'
import { Panel, PanelSkeleton } from '../Panel'
import { useCharacterAccounts, useLedgerPreviews } from '../queries'
import { PANEL_FAILURES, PANEL_TEXTS } from '../texts'
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
  const allFailed = previews.failed.length > 0 && previews.pages.length === 0
  const ledgerError =
    previews.failed.length > 0 ? failureText(previews.error, PANEL_FAILURES.transactions) : null

  return (
    <Panel id={id} title={T.title} className={className}>
      <LoadStatus
        pending={accounts.isPending || (open.length > 0 && previews.pending && previews.pages.length === 0)}
        error={
          accounts.isError && !accounts.data
            ? failureText(accounts.error, PANEL_FAILURES.accounts)
            : allFailed
              ? ledgerError
              : null
        }
        onRetry={() => (accounts.isError ? void accounts.refetch() : previews.retry())}
        loading={<PanelSkeleton label={T.loading} rows={4} />}
      >
        {ledgerError && !allFailed && (
          <div className="mb-3">
            <LoadStatus pending={false} error={ledgerError} onRetry={previews.retry}>
              {null}
            </LoadStatus>
          </div>
        )}
        {movements.length === 0 ? (
          <p className="text-sm text-slate-400">{T.empty}</p>
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
          <p className="mt-2 text-xs text-slate-400">{T.ofWatched(MAX_WATCHED_ACCOUNTS, open.length)}</p>
        )}
      </LoadStatus>
      <DetailsDialog transactionId={details} onClose={() => setDetails(null)} />
    </Panel>
  )
}
