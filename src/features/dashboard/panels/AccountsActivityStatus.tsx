import type { ReactNode } from 'react'
import { failureText } from '@/api/failure'
import { LoadStatus } from '@/ui/load-status'
import { PanelSkeleton } from '../Panel'
import type { useCharacterAccounts, useLedgerPreviews } from '../queries'
import { PANEL_FAILURES } from '../texts'

interface AccountsActivityStatusProps {
  accounts: ReturnType<typeof useCharacterAccounts>
  previews: ReturnType<typeof useLedgerPreviews>
  /** The skeleton's label and row count while the first answers are on their way. */
  loading: { label: string; rows: number }
  children: ReactNode
}

/**
 * The load state of a panel built from the character's accounts and their first ledger pages:
 * a failed accounts list or every ledger failing replaces the panel with the failure and a retry;
 * some ledgers failing shows that failure above what the others answered.
 */
export function AccountsActivityStatus({
  accounts,
  previews,
  loading,
  children,
}: AccountsActivityStatusProps) {
  const open = (accounts.data ?? []).filter((a) => !a.isClosed)
  const allFailed = previews.failed.length > 0 && previews.pages.length === 0
  const ledgerError =
    previews.failed.length > 0 ? failureText(previews.error, PANEL_FAILURES.transactions) : null

  return (
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
      loading={<PanelSkeleton label={loading.label} rows={loading.rows} />}
    >
      {ledgerError && !allFailed && (
        <div className="mb-3">
          <LoadStatus pending={false} error={ledgerError} onRetry={previews.retry}>
            {null}
          </LoadStatus>
        </div>
      )}
      {children}
    </LoadStatus>
  )
}
