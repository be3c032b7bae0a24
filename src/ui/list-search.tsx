import { formatCount, formatNumber, type Noun } from '@/lib/format'
import { SearchInput } from './search-input'

export interface ListSearchProps {
  /** The typed search. */
  value: string
  onSearch: (value: string) => void
  label: string
  placeholder: string
  /** The search the list below reflects (it may trail `value` while the list renders). */
  searched: string
  shown: number
  total: number
  /** What is counted: "1 bank", "12 banks". */
  noun: Noun
}

/**
 * The search box over a local list, with how many items it shows. The list is filtered on every
 * keystroke (no debounce: nothing is fetched, and the filtering render is deferred).
 */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
  searched,
  shown,
  total,
  noun,
}: ListSearchProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <SearchInput
        value={value}
        onSearch={onSearch}
        debounceMs={0}
        label={label}
        placeholder={placeholder}
        className="sm:max-w-md sm:flex-1"
      />
      <p className="text-sm text-subtle tabular-nums" aria-live="polite">
        {searched.trim() ? `${formatNumber(shown)} of ${formatCount(total, noun)}` : formatCount(total, noun)}
      </p>
    </div>
  )
}
