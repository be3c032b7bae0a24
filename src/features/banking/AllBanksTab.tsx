import { BuildingLibraryIcon, PlusIcon } from '@heroicons/react/20/solid'
import type { Bank } from '@/api/banks.types'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { SearchableGrid } from '@/ui/searchable-grid'
import { LoadStatus } from '@/ui/load-status'
import { SkeletonList } from '@/ui/skeleton'
import { BREAKPOINTS } from '@/ui/virtual-grid-layout'
import { useBankingActions } from './actions'
import { BankCard } from './BankCard'
import { isOfficerOf, queryError } from './queries'
import { TabPanelHeader } from './TabPanelHeader'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { bankQueries } from '@/api/banks'
import { useCharacterName } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
/** GRID's columns, for the virtualised list. */
export const CARD_COLUMNS = [
  [0, 1],
  [BREAKPOINTS.sm, 2],
  [BREAKPOINTS.lg, 3],
] as const

const NO_BANKS: readonly Bank[] = []
const bankSearchFields = (bank: Bank) => [bank.name, bank.id, bank.abbreviation, bank.jurisdictionNation]

export function AllBanksTab() {
  const character = useCharacterName()
  const banks = useQuery(bankQueries.list())
  const { showBank, createBank } = useBankingActions()
  const all = banks.data ?? NO_BANKS
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
        {all.length === 0 ? (
          <EmptyState icon={BuildingLibraryIcon} title={T.noBanks} action={createButton} />
        ) : (
          <SearchableGrid
            items={all}
            searchFields={bankSearchFields}
            searchLabel={T.searchBanks}
            searchPlaceholder={T.searchBanksPlaceholder}
            noun="banks"
            noMatches={T.noBankMatches}

            itemKey={(bank) => bank.id}
            label={T.tabs.banks}
            columns={CARD_COLUMNS}
            estimateRowHeight={272}
            renderItem={(bank) => (
              <BankCard
                bank={bank}
                isOfficer={isOfficerOf(bank.officers, character)}
                onView={() => showBank(bank.id)}
              />
            )}
          />
        )}
      </LoadStatus>
    </section>
  )
}
