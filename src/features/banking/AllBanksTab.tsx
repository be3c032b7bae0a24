import { BuildingLibraryIcon, PlusIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { LoadStatus } from '@/ui/load-status'
import { SkeletonList } from '@/ui/skeleton'
import { useBankingActions } from './actions'
import { BankCard } from './BankCard'
import { isOfficerOf, queryError } from './queries'
import { TabPanelHeader } from './TabPanelHeader'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { bankQueries } from '@/api/banks'
import { useCharacterName } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

export function AllBanksTab() {
  const character = useCharacterName()
  const banks = useQuery(bankQueries.list())
  const { showBank, createBank } = useBankingActions()
  const createButton = (
    <Button color="secondary" onClick={createBank}>
      <PlusIcon data-slot="icon" aria-hidden="true" />
      {T.createBank}
    </Button>
  )
  return (
    <section aria-labelledby="all-banks-heading" className="space-y-5">
      <TabPanelHeader
        id="all-banks-heading"
        title={T.tabs.banks}
        intro={T.banksIntro}
        actions={createButton}
      />
      <LoadStatus
        pending={banks.isPending}
        error={queryError(banks, F.loadBanks)}
        onRetry={() => void banks.refetch()}
        hasData={!!banks.data}
        loading={<SkeletonList label={T.loadingBanks} count={3} className={GRID} itemClassName="h-64" />}
      >
        {banks.data?.length === 0 ? (
          <EmptyState icon={BuildingLibraryIcon} title={T.noBanks} action={createButton} />
        ) : (
          <div className={GRID}>
            {banks.data?.map((bank) => (
              <BankCard
                key={bank.id}
                bank={bank}
                isOfficer={isOfficerOf(bank.officers, character)}
                onView={() => showBank(bank.id)}
              />
            ))}
          </div>
        )}
      </LoadStatus>
    </section>
  )
}
