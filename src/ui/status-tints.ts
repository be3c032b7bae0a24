// Its own module: the chip needs only these classes, not the badge's company (see chip.tsx).
export type StatusColor = 'success' | 'warning' | 'error' | 'info' | 'primary' | 'neutral'

// Light text on a faint tint of the same hue: readable (AA) on every dark surface we use.
export const statusTints: Record<StatusColor, string> = {
  success: 'bg-success/10 text-success-fg ring-success/25',
  warning: 'bg-warning/10 text-warning-fg ring-warning/25',
  error: 'bg-danger/10 text-danger-fg ring-danger/25',
  info: 'bg-info/10 text-info-fg ring-info/25',
  primary: 'bg-accent-line/15 text-accent-strong ring-accent-line/30',
  neutral: 'bg-subtle/10 text-muted ring-subtle/25',
}
