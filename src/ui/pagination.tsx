import { ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { formatCount, formatNumber, formatNumberRange, type Noun } from '@/lib/format'
import { Button } from './button'
import { UI_TEXTS } from './control-texts'

export type PageItem = number | 'gap'

/**
 * Page numbers to show: always the first and last, the current one with a neighbour on each
 * side, and 'gap' where pages are skipped. A gap never hides a single page (1 … 3 becomes 1 2 3).
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 0) return []
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const items: PageItem[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number
  pageCount: number
  onChange: (page: number) => void
  className?: string
}

/**
 * Previous / numbered pages / Next. Phones get "Page X of Y" instead of the numbers. Renders
 * nothing when there is only one page (or none).
 */
export function Pagination({ page, pageCount, onChange, className }: PaginationProps) {
  if (pageCount <= 1) return null
  const current = Math.min(Math.max(1, page), pageCount)
  return (
    <nav
      aria-label={UI_TEXTS.pagination}
      className={clsx('flex items-center justify-between gap-2', className)}
    >
      <Button
        color="secondary"
        size="sm"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label={UI_TEXTS.previousPage}
      >
        <ChevronLeftIcon data-slot="icon" aria-hidden="true" />
        <span className="hidden sm:inline">{UI_TEXTS.previous}</span>
      </Button>

      <p className="text-sm text-muted sm:hidden">{UI_TEXTS.pageOf(current, pageCount)}</p>

      <ul className="hidden items-center gap-1 sm:flex">
        {pageItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-sm text-subtle">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                color={item === current ? 'primary' : 'plain'}
                size="sm"
                aria-label={UI_TEXTS.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onChange(item)}
                className="min-w-8 tabular-nums"
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>

      <Button
        color="secondary"
        size="sm"
        disabled={current >= pageCount}
        onClick={() => onChange(current + 1)}
        aria-label={UI_TEXTS.nextPage}
      >
        <span className="hidden sm:inline">{UI_TEXTS.next}</span>
        <ChevronRightIcon data-slot="icon" aria-hidden="true" />
      </Button>
    </nav>
  )
}

export interface PageSummaryProps {
  /** Items on this page. */
  shown: number
  total: number
  /**
   * The place of this page's first item among all, from 0 (the offset it was asked with). From
   * the second page on, the summary names the range shown: "Showing 51–100 of 133 transactions".
   */
  offset?: number
  /** What is counted: "1 of 1 transaction", "50 of 1,250 transactions". */
  noun: Noun
  className?: string
}

/**
 * "Showing X of Y transactions" under a paged list (spec section 2), the numbers grouped:
 * "Showing 50 of 1,250 transactions" on the first page, where the first 50 are what "50 of"
 * says. A later page names its places, "Showing 51–100 of 1,250 transactions": "Showing 50 of"
 * there would read as the same first 50.
 */
export function PageSummary({ shown, total, offset = 0, noun, className }: PageSummaryProps) {
  const places = offset > 0 && shown > 0 ? formatNumberRange(offset + 1, offset + shown) : formatNumber(shown)
  return (
    <p className={clsx('text-sm text-subtle tabular-nums', className)} aria-live="polite">
      {UI_TEXTS.showing(places, formatCount(total, noun))}
    </p>
  )
}
