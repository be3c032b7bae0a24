import { createContext, useContext } from 'react'

// What any part of the banking area may open; the section hosts the dialogs, so a card deep in a
// tab opens them without passing callbacks down every level.

export interface AccountPreselect {
  bankId?: string
  offeringId?: string
}

export interface BankingActions {
  openAccount: (preselect?: AccountPreselect) => void
  showBank: (bankId: string) => void
  createBank: () => void
}

const noop = () => {}
const BankingActionsContext = createContext<BankingActions>({
  openAccount: noop,
  showBank: noop,
  createBank: noop,
})

export const BankingActionsProvider = BankingActionsContext.Provider
export const useBankingActions = () => useContext(BankingActionsContext)
