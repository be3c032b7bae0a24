// Its own module: the chip needs only these classes, not the badge's company (see chip.tsx).
export type StatusColor = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral'

// Light text on a faint tint of the same hue: readable (AA) on every dark surface we use.
export const statusTints: Record<StatusColor, string> = {
  success: 'bg-emerald-400/10 text-emerald-300 ring-emerald-400/25',
  warning: 'bg-amber-400/10 text-amber-300 ring-amber-400/25',
  error: 'bg-rose-400/10 text-rose-300 ring-rose-400/25',
  info: 'bg-sky-400/10 text-sky-300 ring-sky-400/25',
  primary: 'bg-primary-400/15 text-primary-200 ring-primary-400/30',
  neutral: 'bg-slate-400/10 text-slate-300 ring-slate-400/25',
}
