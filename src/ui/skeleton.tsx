import clsx from 'clsx'

/** A grey placeholder block of the size of what is loading, so the layout does not jump. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('rounded-lg bg-white/10 motion-safe:animate-pulse', className)} />
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
  itemClassName?: string
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={clsx('h-28', itemClassName)} />
      ))}
    </div>
  )
}
