import clsx from 'clsx'

/** A grey placeholder block of the size of what is loading, so the layout does not jump. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('rounded-lg bg-tint/10 motion-safe:animate-pulse', className)} />
  )
}

/** `count` card-sized skeletons with a screen-reader status ("Loading banks..."). */
export function SkeletonList({
  count = 3,
  label,
  className = 'space-y-3',
  itemClassName,
}: {
  count?: number
  label: string
  /** The container's layout: the same grid the loaded items use. */
  className?: string
  /** Each placeholder's classes, its height among them (the height of what it stands for); default h-28. */
  itemClassName?: string
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // Instead of the default, never beside it: of two height classes the stylesheet's order
        // decides, not the order here (h-28 beat every shorter height).
        <Skeleton key={i} className={itemClassName ?? 'h-28'} />
      ))}
    </div>
  )
}
