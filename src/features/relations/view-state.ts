import { DEFAULT_PAGE_SIZE, type PageSize, type RatingFilter, type SortKey } from './ratings'

/** What the directory shows: the search, page, page size, sort and rating filter. */
export interface ViewState {
  search: string
  page: number
  limit: PageSize
  sort: SortKey
  filter: RatingFilter
}

export const INITIAL_VIEW: Readonly<ViewState> = Object.freeze({
  search: '',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  sort: 'recent',
  filter: 'all',
})

export type ViewAction =
  | { type: 'search'; search: string }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: PageSize }
  | { type: 'sort'; sort: SortKey }
  | { type: 'filter'; filter: RatingFilter }

/**
 * A new search, page size or filter starts again at page 1 (spec section 9 for the search).
 * Choosing the filter already on returns to everyone, so each count is a one-click toggle.
 * A new sort orders the whole view anew, so it starts again at page 1 too.
 */
export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'search':
      return action.search === state.search ? state : { ...state, search: action.search, page: 1 }
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) }
    case 'limit':
      return { ...state, limit: action.limit, page: 1 }
    case 'sort':
      return { ...state, sort: action.sort, page: 1 }
    case 'filter':
      return { ...state, filter: action.filter === state.filter ? 'all' : action.filter, page: 1 }
  }
}
