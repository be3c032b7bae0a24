// How long a list may grow before it changes how it is shown: every threshold in one place.

/**
 * Past this many entries a list gets a search (a roster, the officers dialog) and a picker
 * renders only the options in its scroll area (Headless UI's virtual mode, the searchable
 * picker): a picker of a thousand banks opens as fast as one of ten.
 */
export const LONG_LIST = 20

/**
 * Up to this many rows a table (GridTable) or a phone's card list (CardList) draws every one: a
 * short page gains nothing from measuring, and find-in-page sees all of it. Longer ones (the
 * ledger's pages of 100 and 200, every offering of every bank) draw only the rows in view.
 */
export const DRAW_ALL_ROWS_UP_TO = 50

/**
 * Up to this many items a list renders every one (a nation's members, the admin's officers):
 * find-in-page and assistive technology's own list navigation see all of it. Past it only the
 * items near the view are rendered.
 */
export const RENDER_ALL_UP_TO = 100
