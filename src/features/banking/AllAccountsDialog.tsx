import { useState } from 'react'
import { ArrowPathIcon, StarIcon } from '@heroicons/react/20/solid'
import type { Bank, BankAccount } from '@/api/banks.types'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { DataTable } from '@/ui/data-table'
import { Dialog, DialogActions, DialogBody, DialogTitle } from '@/ui/dialog'
import { Checkbox } from '@/ui/field'
import { QueryStatus } from '@/ui/load-status'
import { Money } from '@/ui/money'
import { PageSummary, Pagination } from '@/ui/pagination'
import { formatDate, secondsToIso } from '@/lib/time'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { bankQueries } from '@/api/banks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'

/** Rows per page of the All Accounts dialog (the server's default is 100, too many for a dialog). */
export const ACCOUNTS_PAGE_SIZE = 25

export function AllAccountsDialog({ bank, onClose }: { bank: Bank | null; onClose: () => void }) {
  return (
    <Dialog open={!!bank} onClose={onClose} size="xl">
      {bank && <AllAccountsBody bank={bank} onClose={onClose} />}
    </Dialog>
  )
}

/** Every account of a bank, for its officers, a page at a time (spec "All Accounts dialog"). */
function AllAccountsBody({ bank, onClose }: { bank: Bank; onClose: () => void }) {
  const [withBalances, setWithBalances] = useState(false)
  const [page, setPage] = useState(1)
  const query = { limit: ACCOUNTS_PAGE_SIZE, offset: (page - 1) * ACCOUNTS_PAGE_SIZE, withBalances }
  const accounts = useQuery({ ...bankQueries.accounts(bank.id, query), placeholderData: keepPreviousData })
  const data = accounts.data
  const pageCount = data
    ? data.total !== null
      ? Math.ceil(data.total / ACCOUNTS_PAGE_SIZE)
      : page + (data.hasMore ? 1 : 0)
    : page

  return (
    <>
      <DialogTitle>{T.allAccountsTitle(bank.name)}</DialogTitle>
      <DialogBody>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label={T.withBalancesOnly}
            checked={withBalances}
            onChange={(checked) => {
              setWithBalances(checked)
              setPage(1)
            }}
          />
          <Button
            color="secondary"
            size="sm"
            onClick={() => void accounts.refetch()}
            disabled={accounts.isFetching}
          >
            <ArrowPathIcon data-slot="icon" aria-hidden="true" />
            {T.refresh}
          </Button>
        </div>
        <QueryStatus query={accounts} failure={F.loadAccounts} loading={T.loadingAccounts}>
          <div className="space-y-3" aria-busy={accounts.isFetching || undefined}>
            <DataTable
              label={T.accountsOf(bank.name)}
              rows={data?.accounts ?? []}
              rowKey={(a) => a.id}
              dense
              empty={withBalances ? T.noAccountsWithBalances : T.noBankAccounts}
              columns={[
                {
                  header: T.columnNumber,
                  cell: (a) => <span className="font-mono text-strong">{a.accountNumber}</span>,
                  cardTitle: true,
                },
                { header: T.columnHolder, cell: (a) => a.accountHolder },
                {
                  header: T.columnOffering,
                  cell: (a) => a.offering?.name || T.basicAccount,
                  className: 'sm:whitespace-nowrap',
                },
                { header: T.columnBalances, cell: (a) => <Balances account={a} /> },
                { header: T.columnStatus, cell: (a) => <Status account={a} /> },
                {
                  header: T.columnCreated,
                  cell: (a) => formatDate(secondsToIso(a.createdAt)),
                  className: 'sm:whitespace-nowrap',
                },
              ]}
            />
            {data && data.total !== null && data.total > 0 && (
              <PageSummary
                shown={data.accounts.length}
                total={data.total}
                offset={data.offset}
                noun={T.nouns.account}
              />
            )}
            <Pagination page={page} pageCount={pageCount} onChange={setPage} />
          </div>
        </QueryStatus>
      </DialogBody>
      <DialogActions>
        <Button color="secondary" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </>
  )
}

function Balances({ account }: { account: BankAccount }) {
  const held = account.balances.filter((b) => b.balance !== 0)
  if (held.length === 0) return <span className="text-subtle">—</span>
  return (
    <ul className="flex max-w-64 flex-wrap justify-end gap-x-3 gap-y-0.5 sm:justify-start">
      {held.map((b) => (
        <li key={b.currencySymbol}>
          <Money amount={b.balance} symbol={b.currencySymbol} />
        </li>
      ))}
    </ul>
  )
}

function Status({ account }: { account: BankAccount }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {account.hasBalances ? <Badge color="success">{T.statusActive}</Badge> : <Badge>{T.statusEmpty}</Badge>}
      {account.isDefault && (
        <Badge color="info" icon={<StarIcon />}>
          {T.defaultBadge}
        </Badge>
      )}
    </span>
  )
}
