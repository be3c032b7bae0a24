import clsx from 'clsx'
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { formatAmount } from '@/lib/format'
import { formatDate } from '@/lib/time'

// A balance or supply over time, drawn as plain SVG: the charts here hold one point per day (a
// few hundred at most), so a chart library's speed buys nothing, and SVG keeps text crisp, costs
// no download and puts every mark in the DOM. The chart is a slider over its days: arrow keys,
// Home and End move the tooltip, and the slider's value text says what the tooltip shows.

export interface ChartPoint {
  /** YYYY-MM-DD. */
  day: string
  value: number
  /** Marks the day: ▲ for money made (a mint), ▼ for money destroyed (a burn). */
  mark?: 'up' | 'down' | 'both'
  /** Extra tooltip lines ("In $AR 7", "Minted $AR 1,234"). */
  notes?: string[]
}

export interface StepChartProps {
  /** The chart's name ("Balance history of FAB-000001 in $AR"). */
  label: string
  points: readonly ChartPoint[]
  symbol: string
  className?: string
}

const HEIGHT = 220
const PAD = { top: 16, right: 16, bottom: 28 }
const dayTime = (day: string) => Date.parse(`${day}T12:00:00Z`)

/** 3 to 5 round values spanning min..max. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (min === max) return [min]
  const raw = (max - min) / count
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw
  const ticks: number[] = []
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) ticks.push(tick)
  return ticks
}

/**
 * The values' span, from 0 when 0 is near (a balance), else around the values alone, so that
 * a supply of 436 000 that moved by 6 000 does not draw as a flat line.
 */
export function valueRange(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 1]
  const min = Math.min(...values)
  const max = Math.max(...values)
  if (min <= 0 || max - min >= min) return [Math.min(0, min), Math.max(max, min + 1)]
  const pad = Math.max((max - min) * 0.15, Math.abs(max) * 0.005, 1)
  return [min - pad, max + pad]
}

/** About how wide an 11 px date label is per character ("Nov 27, 2026" is about 70 px). */
const DATE_CHAR_WIDTH = 6.2
/** The least room between two date labels. */
const DATE_GAP = 16

/**
 * Which points get a date under the chart. The days are not evenly spread (a supply has a point
 * per change), so the dates are picked by where they fall, not by their index: as many as the
 * width holds, aimed at even steps across the plot, the first and the last always (unless only
 * one fits: then the newest), and none whose label would touch its neighbour's. `xs` are the
 * points' positions, ascending; a first label reads rightwards from its point, a last one
 * leftwards, the others are centred.
 */
export function dateTickIndexes(xs: readonly number[], labelWidth: number, maxTicks = 6): number[] {
  const last = xs.length - 1
  if (last < 1) return xs.length ? [0] : []
  const from = xs[0]!
  const to = xs[last]!
  const room = labelWidth + DATE_GAP
  if (to - from < 2 * labelWidth + DATE_GAP) return [last]
  const slots = Math.min(maxTicks, Math.max(2, Math.floor((to - from + labelWidth) / room)))
  const picked = [0]
  let edge = from + labelWidth // where the last picked label ends
  const lastStart = to - labelWidth
  let at = 0
  for (let slot = 1; slot < slots - 1; slot++) {
    const target = from + ((to - from) * slot) / (slots - 1)
    while (at < last && Math.abs(xs[at + 1]! - target) <= Math.abs(xs[at]! - target)) at++
    const x = xs[at]!
    if (
      at > 0 &&
      at < last &&
      x - labelWidth / 2 >= edge + DATE_GAP &&
      x + labelWidth / 2 + DATE_GAP <= lastStart
    ) {
      picked.push(at)
      edge = x + labelWidth / 2
    }
  }
  picked.push(last)
  return picked
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

export const pointLines = (point: ChartPoint, symbol: string) => [
  `${formatDate(`${point.day}T12:00:00Z`)}: ${formatAmount(point.value, symbol)}`,
  ...(point.notes ?? []),
]

/** What the slider says for a point (its tooltip, as one sentence). */
export const pointText = (point: ChartPoint, symbol: string) => pointLines(point, symbol).join('; ')

export function StepChart({ label, points, symbol, className }: StepChartProps) {
  const [ref, width] = useWidth()
  const [active, setActive] = useState<number | null>(null)
  const [focused, setFocused] = useState(false)
  const tipId = useId()
  const last = points.length - 1

  // A new series (another window or currency) starts without a stale tooltip.
  useEffect(() => setActive(null), [points])

  const values = points.map((p) => p.value)
  const [low, high] = valueRange(values)
  const ticks = niceTicks(low, high)
  const yMin = Math.min(low, ticks[0])
  const yMax = Math.max(high, ticks[ticks.length - 1])
  const tickLabels = ticks.map((t) => formatAmount(t, symbol))
  const left = Math.min(120, 12 + Math.max(...tickLabels.map((t) => t.length)) * 6.6)
  const plotWidth = Math.max(10, width - left - PAD.right)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const t0 = points.length ? dayTime(points[0].day) : 0
  const t1 = points.length ? dayTime(points[last].day) : 1
  // Clamped: a point outside the first and last day (points out of order) stays inside the plot.
  const x = (day: string) =>
    left + (t1 <= t0 ? plotWidth : Math.min(1, Math.max(0, (dayTime(day) - t0) / (t1 - t0))) * plotWidth)
  const y = (value: number) => PAD.top + (1 - (value - yMin) / (yMax - yMin || 1)) * plotHeight

  let path = ''
  points.forEach((point, at) => {
    const px = x(point.day).toFixed(1)
    const py = y(point.value).toFixed(1)
    path += at === 0 ? `M${px},${py}` : `H${px}V${py}`
  })
  if (points.length === 1) path += `H${(left + plotWidth).toFixed(1)}`

  const dateLabels = points.map((p) => formatDate(`${p.day}T12:00:00Z`))
  const labelWidth = Math.max(0, ...dateLabels.map((label) => label.length)) * DATE_CHAR_WIDTH
  const xTicks = dateTickIndexes(
    points.map((p) => x(p.day)),
    labelWidth,
  )
  const shown = active ?? (focused ? last : null)
  const current = shown !== null ? points[shown] : null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = shown ?? last
    const step = event.shiftKey ? 7 : 1
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? Math.max(0, from - step)
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? Math.min(last, from + step)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : event.key === 'Escape'
                ? null
                : undefined
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
  }

  const onPointer = (clientX: number, box: DOMRect) => {
    if (points.length === 0) return
    const px = clientX - box.left
    let nearest = 0
    for (let at = 1; at < points.length; at++)
      if (Math.abs(x(points[at].day) - px) < Math.abs(x(points[nearest].day) - px)) nearest = at
    setActive(nearest)
  }

  return (
    <div ref={ref} className={clsx('relative w-full select-none', className)}>
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, last)}
        aria-valuenow={shown ?? last}
        aria-valuetext={points.length ? pointText(points[shown ?? last], symbol) : undefined}
        aria-describedby={current ? tipId : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false)
          setActive(null)
        }}
        onPointerMove={(event) => onPointer(event.clientX, event.currentTarget.getBoundingClientRect())}
        onPointerLeave={() => setActive(null)}
        className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        {width > 0 && (
          <svg width={width} height={HEIGHT} aria-hidden="true" className="block overflow-visible">
            {ticks.map((tick, at) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? 'stroke-faint' : 'stroke-line'}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={left - 8}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-subtle text-[11px] tabular-nums"
                >
                  {tickLabels[at]}
                </text>
              </g>
            ))}
            {xTicks.map((index) => (
              <text
                key={points[index].day}
                x={x(points[index].day)}
                y={HEIGHT - 8}
                textAnchor={index === 0 && last > 0 ? 'start' : index === last ? 'end' : 'middle'}
                className="fill-subtle text-[11px]"
              >
                {dateLabels[index]}
              </text>
            ))}
            <path d={path} fill="none" strokeWidth={2} className="stroke-chart-1" strokeLinejoin="round" />
            {points.map((point) =>
              point.mark ? (
                <Mark key={point.day} kind={point.mark} cx={x(point.day)} cy={y(point.value)} />
              ) : null,
            )}
            {current && (
              <g>
                <line
                  x1={x(current.day)}
                  x2={x(current.day)}
                  y1={PAD.top}
                  y2={PAD.top + plotHeight}
                  className="stroke-tint/30"
                />
                <circle cx={x(current.day)} cy={y(current.value)} r={4} className="fill-strong" />
              </g>
            )}
          </svg>
        )}
      </div>
      {current && (
        <div
          id={tipId}
          className="pointer-events-none absolute top-0 z-10 max-w-60 rounded-lg bg-surface-dim/95 px-3 py-2 text-xs text-strong shadow-lg ring-1 ring-line-strong"
          style={
            x(current.day) > width / 2 ? { right: width - x(current.day) + 8 } : { left: x(current.day) + 8 }
          }
        >
          {pointLines(current, symbol).map((line, at) => (
            <p key={at} className={at === 0 ? 'font-semibold tabular-nums' : 'tabular-nums text-muted'}>
              {line}
            </p>
          ))}
        </div>
      )}
    </div>
  )
}

/** ▲ mint / ▼ burn: told apart by shape, not only by colour. */
function Mark({ kind, cx, cy }: { kind: 'up' | 'down' | 'both'; cx: number; cy: number }) {
  const up = `M${cx},${cy - 12} l6,9 h-12 z`
  const down = `M${cx},${cy + 12} l6,-9 h-12 z`
  return (
    <g>
      {kind !== 'down' && <path d={up} className="fill-money-in-bar" />}
      {kind !== 'up' && <path d={down} className="fill-money-out-bar" />}
    </g>
  )
}
