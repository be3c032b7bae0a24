import {
  Description as HeadlessDescription,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle as HeadlessDialogTitle,
  type DescriptionProps,
  type DialogTitleProps,
} from '@headlessui/react'
import clsx from 'clsx'
import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useBackStep } from '@/lib/use-back-step'

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl'

const sizes: Record<DialogSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-lg',
  lg: 'sm:max-w-2xl',
  xl: 'sm:max-w-5xl',
}

export interface DialogProps {
  open: boolean
  onClose: () => void
  /** The browser's Back (default: onClose); a form gives Escape and outside clicks their own onClose. */
  onBack?: () => void
  size?: DialogSize
  /** 'alertdialog' for a question that interrupts (discard what you typed?). */
  role?: 'dialog' | 'alertdialog'
  className?: string
  children: ReactNode
}

/**
 * Modal on Headless UI (focus trap, Escape and outside click call onClose, rendered in a portal).
 * On phones it rises from the bottom edge at full width; from `sm` up it is a centred panel.
 * The browser's Back button (a phone's back gesture) closes it. Give the first field `autoFocus`
 * so the dialog opens on it rather than on its frame.
 */
export function Dialog({ open, onClose, onBack, size = 'md', role, className, children }: DialogProps) {
  useBackStep(open, onBack ?? onClose)
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-overlay backdrop-blur-sm transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 w-screen overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-2 pt-10 sm:items-center sm:p-6">
          <DialogPanel
            transition
            className={clsx(
              'w-full rounded-2xl bg-panel/95 p-4 text-fg shadow-2xl shadow-shade/50 ring-1 ring-line sm:p-6',
              'transition duration-200 ease-out data-closed:translate-y-4 data-closed:opacity-0 sm:data-closed:translate-y-0 sm:data-closed:scale-95',
              sizes[size],
              className,
            )}
          >
            {children}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  )
}

export function DialogTitle({ className, ...props }: DialogTitleProps & { className?: string }) {
  return (
    <HeadlessDialogTitle
      {...props}
      className={clsx('text-lg font-semibold text-balance text-strong', className)}
    />
  )
}

/** The dialog's explanation; `as="div"` when it holds paragraphs or lists. */
export function DialogDescription({
  className,
  as,
  ...props
}: Omit<DescriptionProps<'p'>, 'as'> & { className?: string; as?: 'p' | 'div' }) {
  const classes = clsx('mt-1.5 text-sm text-muted', className)
  return as === 'div' ? (
    <HeadlessDescription {...(props as DescriptionProps<'div'>)} as="div" className={classes} />
  ) : (
    <HeadlessDescription {...props} className={classes} />
  )
}

export function DialogBody({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div {...props} className={clsx('mt-5 space-y-4', className)} />
}

/** Footer buttons: stacked full-width on phones (primary on top), a right-aligned row from `sm`. */
export function DialogActions({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      {...props}
      className={clsx(
        'mt-6 flex flex-col-reverse gap-3 *:w-full sm:flex-row sm:items-center sm:justify-end sm:*:w-auto',
        className,
      )}
    />
  )
}
