import { useMemo, useState } from 'react'
import { game } from '@/state/game'
import { Alert } from '@/ui/alert'
import { Tabs } from '@/ui/tabs'
import { openSection } from '@/state/game'
import { Rankings } from '@/features/insights'
import { BankingActionsProvider, type AccountPreselect, type BankingActions } from './actions'
import { AllBanksTab } from './AllBanksTab'
import { BankDetailDialog } from './BankDetailDialog'
import { CompareOfferingsTab } from './CompareOfferingsTab'
import { CreateBankDialog } from './CreateBankDialog'
import { CurrencyDialog } from './CurrencyDialog'
import { MarketsTab } from './MarketsTab'
import { MyAccountsTab } from './MyAccountsTab'
import { OpenAccountDialog } from './OpenAccountDialog'
import { BANKING_TEXTS as T } from './texts'
import { useCharacterName, useSelectedCharacter } from '@/state/session'

export type BankingTab = 'accounts' | 'banks' | 'markets' | 'compare' | 'rankings'

// A function: the labels are read at render, in the current language.
const tabs = () =>
  [
    { key: 'accounts', label: T.tabs.accounts },
    { key: 'banks', label: T.tabs.banks },
    { key: 'markets', label: T.tabs.markets },
    { key: 'compare', label: T.tabs.compare },
    { key: 'rankings', label: T.tabs.rankings },
  ] as const satisfies readonly { key: BankingTab; label: string }[]

/**
 * Banking & Finance (spec section 2): the player's accounts, every bank, the currency markets and
 * (beyond the spec) a comparison of every bank's offerings. The section hosts the dialogs more
 * than one tab opens: Open Account, Create Bank and the bank detail.
 */
export function BankingSection({ initialTab = 'accounts' }: { initialTab?: BankingTab }) {
  const character = useCharacterName()
  // Opened for one bank (the dashboard's roles): All Banks with that bank's detail on top.
  const [focusBank] = useState(() => game.focus?.bankId ?? null)
  const [tab, setTab] = useState<BankingTab>(focusBank ? 'banks' : initialTab)
  const [opening, setOpening] = useState<AccountPreselect | null>(null)
  const [creatingBank, setCreatingBank] = useState(false)
  const [shownBank, setShownBank] = useState<string | null>(focusBank)
  const [shownCurrency, setShownCurrency] = useState<string | null>(null)
  // A deceased character founds, opens and changes nothing (the server answers 403): the tabs that
  // would offer it say why instead (My Accounts says it in its own words).
  const deceased = useSelectedCharacter()?.isDeceased === true
  const readOnlyTab = tab === 'banks' || tab === 'markets' || tab === 'compare'

  const actions = useMemo<BankingActions>(
    () => ({
      openAccount: (preselect = {}) => setOpening(preselect),
      showBank: setShownBank,
      createBank: () => setCreatingBank(true),
    }),
    [],
  )

  return (
    <BankingActionsProvider value={actions}>
      <Tabs tabs={tabs()} selected={tab} onChange={setTab}>
        {deceased && readOnlyTab && (
          <Alert kind="info" className="mb-5">
            {T.deceasedBanksReadOnly(character)}
          </Alert>
        )}
        {tab === 'accounts' && <MyAccountsTab />}
        {tab === 'banks' && <AllBanksTab />}
        {tab === 'markets' && <MarketsTab />}
        {tab === 'compare' && <CompareOfferingsTab />}
        {tab === 'rankings' && (
          <Rankings
            onOpenBank={(bank) => setShownBank(bank.id)}
            onOpenNation={(nation) => openSection('nations', { nationId: nation.id })}
            onOpenCurrency={(currency) => setShownCurrency(currency.symbol)}
          />
        )}
      </Tabs>
      <BankDetailDialog bankId={shownBank} onClose={() => setShownBank(null)} />
      <CurrencyDialog
        symbol={shownCurrency}
        onClose={() => setShownCurrency(null)}
        onShowAll={() => {
          setShownCurrency(null)
          setTab('markets')
        }}
      />
      <CreateBankDialog
        open={creatingBank}
        character={character}
        onClose={() => setCreatingBank(false)}
        onOpenAccount={() => setOpening({})}
      />
      <OpenAccountDialog request={opening} character={character} onClose={() => setOpening(null)} />
    </BankingActionsProvider>
  )
}
