import clsx from 'clsx'
import type { ComponentPropsWithRef, ReactNode, Ref } from 'react'

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Names the scroll region for screen readers and is the table's accessible name. */
  label?: string
  /** Tighter rows for dense dialogs (ledger, all accounts). */
  dense?: boolean
  /** Extra classes for the scrolling wrapper. */
  wrapperClassName?: string
}

/** The scrolling frame around a table (a `group/table` that carries `data-dense`). */
const tableFrameClasses = (className?: string) =>
  clsx(
    'group/table max-w-full overflow-x-auto rounded-xl bg-tint/[0.02] ring-1 ring-line',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    className,
  )

export interface TableFrameProps {
  /** The scrolling element, for a table that renders only the rows in view. */
  ref?: Ref<HTMLDivElement>
  /** The scroll region's accessible name. */
  label?: string
  dense?: boolean
  className?: string
  children: ReactNode
}

/**
 * The frame a wide table scrolls sideways in on phones instead of widening the page. Focusable so
 * keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableFrame({ ref, label, dense = false, className, children }: TableFrameProps) {
  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-dense={dense || undefined}
      className={tableFrameClasses(className)}
    >
      {children}
    </div>
  )
}

/** Data table in its scrolling frame; the table shares the frame's accessible name. */
export function Table({ label, dense = false, className, wrapperClassName, children, ...rest }: TableProps) {
  return (
    <TableFrame label={label} dense={dense} className={wrapperClassName}>
      <table
        aria-label={label}
        {...rest}
        className={clsx('min-w-full border-collapse text-left text-sm text-soft', className)}
      >
        {children}
      </table>
    </TableFrame>
  )
}

export function TableHead({ className, ...props }: ComponentPropsWithRef<'thead'>) {
  return <thead {...props} className={clsx('bg-surface-raised text-xs text-muted', className)} />
}

export function TableBody({ className, ...props }: ComponentPropsWithRef<'tbody'>) {
  return <tbody {...props} className={clsx('divide-y divide-line-soft', className)} />
}

export const rowClasses = (className?: string) => clsx('transition-colors hover:bg-surface-sunken', className)

export function TableRow({ className, ...props }: ComponentPropsWithRef<'tr'>) {
  return <tr {...props} className={rowClasses(className)} />
}

export type Align = 'left' | 'right' | 'center'
const alignClasses: Record<Align, string> = { left: 'text-left', right: 'text-right', center: 'text-center' }

export const headerCellClasses = (align: Align = 'left', className?: string) =>
  clsx(
    'px-3 py-2.5 font-semibold tracking-wide whitespace-nowrap uppercase first:pl-4 last:pr-4 group-data-dense/table:py-2',
    alignClasses[align],
    className,
  )

export const cellClasses = (align: Align = 'left', className?: string) =>
  clsx(
    'px-3 py-3 align-middle first:pl-4 last:pr-4 group-data-dense/table:py-2',
    align === 'right' && 'tabular-nums',
    alignClasses[align],
    className,
  )

export function TableHeader({
  className,
  align = 'left',
  scope = 'col',
  ...props
}: ComponentPropsWithRef<'th'> & { align?: Align }) {
  return <th scope={scope} {...props} className={headerCellClasses(align, className)} />
}

export function TableCell({
  className,
  align = 'left',
  ...props
}: ComponentPropsWithRef<'td'> & { align?: Align }) {
  return <td {...props} className={cellClasses(align, className)} />
}
