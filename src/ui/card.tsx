import clsx from 'clsx'
import type { ComponentPropsWithRef } from 'react'

export const glassClasses =
  'rounded-2xl bg-surface-raised shadow-xl shadow-shade/20 ring-1 ring-line backdrop-blur-xl'

/** The frosted panel every screen is built from. Extra props go to the <div>. */
export function GlassCard({ className, children, ...rest }: ComponentPropsWithRef<'div'>) {
  return (
    <div {...rest} className={clsx(glassClasses, 'p-4 sm:p-6', className)}>
      {children}
    </div>
  )
}

/** Heading row of a card: title on the left, actions wrap below on phones. */
export function GlassCardHeader({ className, children, ...rest }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      {...rest}
      className={clsx('mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-6', className)}
    >
      {children}
    </div>
  )
}
