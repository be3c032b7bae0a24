import { BuildingLibraryIcon, PlusIcon } from '@heroicons/react/20/solid'
import type { Bank } from '@/api/banks.types'
import { Button } from '@/ui/button'
import { EmptyState } from '@/ui/empty-state'
import { useBankingActions } from './actions'
import { BankCard } from './BankCard'
import { CardCollection } from './CardCollection'
import { isOfficerOf } from './queries'
import { TabPanelHeader } from './TabPanelHeader'
import { BANKING_FAILURES as F, BANKING_TEXTS as T } from './texts'
import { bankQueries } from '@/api/banks'
import { useCharacterName, useSelectedCharacter } from '@/state/session'
import { useQuery } from '@tanstack/react-query'

const bankSearchFields = (bank: Bank) => [bank.name, bank.id, bank.abbreviation, bank.jurisdictionNation]

export function AllBanksTab() {
  const character = useCharacterName()
  const banks = useQuery(bankQueries.list())
  const { showBank, createBank } = useBankingActions()
  // A deceased character founds no bank (403); the section's note says why.
  const deceased = useSelectedCharacter()?.isDeceased === true
  const createButton = deceased ? undefined : (
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
      <CardCollection
        query={banks}
        failure={F.loadBanks}
        loadingLabel={T.loadingBanks}
        skeletonHeight="h-64"
        empty={<EmptyState icon={BuildingLibraryIcon} title={T.noBanks} action={createButton} />}
        searchFields={bankSearchFields}
        searchLabel={T.searchBanks}
        searchPlaceholder={T.searchBanksPlaceholder}
        noun={T.nouns.bank}
        noMatches={T.noBankMatches}
        itemKey={(bank) => bank.id}
        label={T.tabs.banks}
        estimateRowHeight={272}
        renderItem={(bank) => (
          <BankCard
            bank={bank}
            isOfficer={isOfficerOf(bank.officers, character)}
            onView={() => showBank(bank.id)}
          />
        )}
      />
    </section>
  )
}
