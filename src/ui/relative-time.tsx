import { formatDateTime, parseDate, relativeTime } from '@/lib/time'
import { useWorldNow } from '@/lib/world-time'

export interface RelativeTimeProps {
  date: string | null | undefined
  /** Fixed "now" for stories and tests; defaults to the world's time (lib/world-time.ts). */
  now?: Date
  className?: string
}

/** "3 days ago" with the exact local date and time on hover and in the machine-readable attribute. */
export function RelativeTime({ date, now, className }: RelativeTimeProps) {
  const worldNow = useWorldNow()
  const text = relativeTime(date, now ?? worldNow)
  const parsed = parseDate(date)
  if (!parsed) return <span className={className}>{text}</span>
  return (
    <time dateTime={parsed.toISOString()} title={formatDateTime(parsed)} className={className}>
      {text}
    </time>
  )
}
