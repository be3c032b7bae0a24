import { useMemo, useState } from 'react'
import { ArrowPathIcon, BuildingLibraryIcon, PlusIcon } from '@heroicons/react/20/solid'
import { bankMutations, bankQueries } from '@/api/banks'
import type { BankAccount } from '@/api/banks.types'
import { useApiMutation } from '@/api/query'
import { notify } from '@/state/notices'
import { formatCount } from '@/lib/format'
import { Alert } from '@/ui/alert'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { QueryStatus } from '@/ui/load-status'
import { SkeletonList } from '@/ui/skeleton'
import { useBankingActions } from './actions'
import { AccountCard } from './AccountCard'
import { CloseAccountDialog } from './CloseAccountDialog'
import { TabPanelHeader } from './TabPanelHeader'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { useCharacterName, useSelectedCharacter } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

interface BankGroup {
  bankId: string
  bankName: string
  accounts: BankAccount[]
}

/** Accounts by bank, banks A-Z; the server's order (default first) is kept within a bank. */
export function groupByBank(accounts: readonly BankAccount[]): BankGroup[] {
  const groups = new Map<string, BankGroup>()
  for (const account of accounts) {
    const group = groups.get(account.bankId) ?? {
      bankId: account.bankId,
      bankName: account.bankName,
      accounts: [],
    }
    group.accounts.push(account)
    groups.set(account.bankId, group)
  }
  return [...groups.values()].sort((a, b) => a.bankName.localeCompare(b.bankName))
}

const countText = (n: number) => formatCount(n, T.nouns.account)

export function MyAccountsTab() {
  const character = useCharacterName()
  const accounts = useQuery(bankQueries.playerAccounts(character))
  const banks = useQuery(bankQueries.list())
  const { openAccount } = useBankingActions()
  const [closing, setClosing] = useState<BankAccount | null>(null)
  // The server refuses every banking action of a deceased character ("Deceased characters cannot
  // act"): the accounts are shown read-only, with the reason, instead of forms that fail on submit.
  const deceased = useSelectedCharacter()?.isDeceased === true

  const symbolOf = useMemo(() => {
    const symbols = new Map((banks.data ?? []).map((b) => [b.id, b.nationalCurrency]))
    return (bankId: string) => symbols.get(bankId) ?? null
  }, [banks.data])

  const makeDefault = useApiMutation<BankAccount, { message: string }>(bankMutations.setDefault(character), {
    texts: F.setDefault,
    onSuccess: (answer, account) => notify('success', answer.message || T.defaultNow(account.accountNumber)),
  })

  const groups = groupByBank(accounts.data ?? [])
  return (
    <section aria-labelledby="my-accounts-heading" className="space-y-5">
      <TabPanelHeader
        id="my-accounts-heading"
        title={T.tabs.accounts}
        intro={T.accountsIntro}
        actions={
          <>
            <Button
              color="secondary"
              onClick={() => void accounts.refetch()}
              disabled={accounts.isFetching}
              aria-busy={accounts.isFetching || undefined}
            >
              <ArrowPathIcon data-slot="icon" aria-hidden="true" />
              {T.refresh}
            </Button>
            {!deceased && (
              <Button onClick={() => openAccount()}>
                <PlusIcon data-slot="icon" aria-hidden="true" />
                {T.openAccount}
              </Button>
            )}
          </>
        }
      />
      {deceased && <Alert kind="info">{T.deceasedReadOnly(character)}</Alert>}
      {makeDefault.error && (
        <Alert kind="error" onDismiss={makeDefault.reset}>
          {makeDefault.error}
        </Alert>
      )}
      <QueryStatus
        query={accounts}
        failure={F.loadAccounts}
        loading={
          <SkeletonList label={T.loadingAccounts} count={2} className="space-y-3" itemClassName="h-40" />
        }
      >
        {groups.length === 0 ? (
          <EmptyState
            icon={BuildingLibraryIcon}
            title={T.noAccounts}
            description={T.noAccountsHint}
            action={
              deceased ? undefined : (
                <Button onClick={() => openAccount()}>
                  <PlusIcon data-slot="icon" aria-hidden="true" />
                  {T.openAccount}
                </Button>
              )
            }
          />
        ) : (
          <div className="space-y-6">
            {groups.map((group) => (
              <section
                key={group.bankId}
                aria-labelledby={`bank-group-${group.bankId}`}
                className="space-y-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={`bank-group-${group.bankId}`} className="text-base font-semibold text-strong">
                    {group.bankName}
                  </h3>
                  <Badge>{countText(group.accounts.length)}</Badge>
                </div>
                <div className="space-y-3">
                  {group.accounts.map((account) => (
                    <AccountCard
                      key={account.id}
                      account={account}
                      symbol={symbolOf(account.bankId)}
                      busy={makeDefault.busy}
                      onMakeDefault={makeDefault.submit}
                      onClose={setClosing}
                      readOnly={deceased}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </QueryStatus>
      <CloseAccountDialog account={closing} character={character} onClose={() => setClosing(null)} />
    </section>
  )
}
