import { Suspense } from 'react'
import { DialogErrorBoundary } from '@/ui/dialog-error-boundary'
import { lazyChunk } from '@/lib/lazy-chunk'
import clsx from 'clsx'
import { ArrowDownLeftIcon, ArrowUpRightIcon, ArrowsRightLeftIcon } from '@heroicons/react/20/solid'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { movementText, type Direction, type Movement } from '../activity'

// One movement of money as a line: a sign in the text ("+", "−") and an arrow say which way it
// went, so the direction reads without colour; the line opens its Transaction Details.

const ICONS: Record<Direction, ComponentType<SVGProps<SVGSVGElement>>> = {
  in: ArrowDownLeftIcon,
  out: ArrowUpRightIcon,
  between: ArrowsRightLeftIcon,
}

const TONES: Record<Direction, string> = {
  in: 'bg-money-in-bar/15 text-money-in',
  out: 'bg-money-out-bar/15 text-money-out',
  between: 'bg-info/15 text-info-fg',
}

export function ActivityLine({
  movement,
  when,
  detail,
  onOpen,
}: {
  movement: Movement
  /** Said after the amount on the same line ("· 2 hours ago"). */
  when?: string
  /** The smaller second line: what it was for, when. */
  detail?: ReactNode
  onOpen: (id: string) => void
}) {
  const Icon = movement.direction ? ICONS[movement.direction] : ArrowsRightLeftIcon
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(movement.entry.id)}
        className="flex w-full min-w-0 items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-tint/5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
      >
        <span
          aria-hidden="true"
          className={clsx(
            'mt-0.5 grid size-7 shrink-0 place-items-center rounded-full',
            movement.direction ? TONES[movement.direction] : 'bg-tint/10 text-muted',
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium break-words text-fg tabular-nums">
            {movementText(movement)}
            {when && <span className="font-normal text-subtle"> · {when}</span>}
          </span>
          {detail && <span className="block text-xs break-words text-subtle">{detail}</span>}
        </span>
      </button>
    </li>
  )
}

const TransactionDetailsDialog = lazyChunk(
  () => import('@/features/ledger'),
  (m) => m.TransactionDetailsDialog,
)

/** The ledger's Transaction Details, downloaded when a line is first opened. */
export function DetailsDialog({
  transactionId,
  onClose,
}: {
  transactionId: string | null
  onClose: () => void
}) {
  if (transactionId === null) return null
  return (
    <DialogErrorBoundary onClose={onClose}>
      <Suspense fallback={null}>
        <TransactionDetailsDialog transactionId={transactionId} onClose={onClose} />
      </Suspense>
    </DialogErrorBoundary>
  )
}
