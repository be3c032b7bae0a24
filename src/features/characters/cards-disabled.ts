import { createContext } from 'react'

/**
 * True while a selection is in flight: every card in the list is disabled. A context rather than a
 * prop, so going busy renders only the cards' buttons, not each card's avatar, badges and queries.
 * (A disabled fieldset around the list would render nothing at all, but disabling a fieldset with
 * the pressed card focused inside makes Chromium recompute the page's styles at once, in the press.)
 */
export const CardsDisabled = createContext(false)
