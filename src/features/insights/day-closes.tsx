import { formatAmount } from '@/lib/format'
import { formatDate } from '@/lib/time'
import { Money } from '@/ui/money'
import type { DayClose, Series } from './derive'
import type { Column } from '@/ui/data-table'
import type { ChartPoint } from './StepChart'
import { INSIGHT_TEXTS as T } from './texts'

/** One of the two movements a day-close chart shows beside its value. */
interface Movement {
  key: 'in' | 'out' | 'minted' | 'burned'
  /** The table column's header. */
  header: string
  /** The word before the amount in the chart's tooltip. */
  note: string
}

/**
 * What a day-close chart shows: money in and out with the balance, or mints and burns with the
 * supply. Both charts read the same DayClose rows, so the columns, points and summary are one code.
 */
export interface DayCloseView {
  up: Movement
  down: Movement
  valueHeader: string
  /** Mark the days with an up or down movement on the chart (▲ ▼). */
  marked?: boolean
}

const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`)

export const dayClosePoints = (days: readonly DayClose[], symbol: string, view: DayCloseView): ChartPoint[] =>
  days.map((day) => {
    const up = day[view.up.key]
    const down = day[view.down.key]
    return {
      day: day.day,
      value: day.value,
      mark: !view.marked ? undefined : up && down ? 'both' : up ? 'up' : down ? 'down' : undefined,
      notes: [
        ...(up ? [`${view.up.note} ${formatAmount(up, symbol)}`] : []),
        ...(down ? [`${view.down.note} ${formatAmount(down, symbol)}`] : []),
      ],
    }
  })

/** "Dec 12, 2026"; on phones "Dec 12" to the eye, the year still read out (four columns must fit). */
function DayCell({ day }: { day: string }) {
  const label = dayLabel(day)
  const comma = label.lastIndexOf(',')
  if (comma < 0) return label
  return (
    <>
      {label.slice(0, comma)}
      <span className="sr-only sm:not-sr-only">{label.slice(comma)}</span>
    </>
  )
}

/** The chart's numbers: each day's two movements and its closing value. */
export const dayCloseColumns = (symbol: string, view: DayCloseView): Column<DayClose>[] => [
  { header: T.columns.day, cell: (day) => <DayCell day={day.day} /> },
  {
    header: view.up.header,
    shortHeader: view.up.note,
    align: 'right',
    cell: (day) =>
      day[view.up.key] ? <Money amount={day[view.up.key]} symbol={symbol} direction="in" /> : '—',
  },
  {
    header: view.down.header,
    shortHeader: view.down.note,
    align: 'right',
    cell: (day) =>
      day[view.down.key] ? <Money amount={day[view.down.key]} symbol={symbol} direction="out" /> : '—',
  },
  {
    header: view.valueHeader,
    align: 'right',
    cell: (day) => <Money amount={day.value} symbol={symbol} className="font-semibold" />,
  },
]

/**
 * The sentence under the chart, or that nothing moved: from the first day's close (the opening
 * balance, dated the day before the window) to the last's, as the chart and the table show them.
 */
export function closesSummary(series: Series, days: readonly DayClose[], symbol: string): string {
  const moved = series.points.some((p) => p.rowId !== null)
  const first = days[0]
  const last = days[days.length - 1]
  if (!moved || !first || !last) return T.empty
  return T.summary(
    dayLabel(first.day),
    dayLabel(last.day),
    formatAmount(first.value, symbol),
    formatAmount(last.value, symbol),
  )
}
