import {
  CheckCircleIcon,
  ExclamationTriangleIcon,
  InformationCircleIcon,
  XCircleIcon,
} from '@heroicons/react/20/solid'
import clsx from 'clsx'
import { CloseButton } from './close-button'
import type { ComponentType, ReactNode, SVGProps } from 'react'
import { STATUS_TEXTS } from './ui-texts'

export type AlertKind = 'error' | 'info' | 'success' | 'warning'

const styles: Record<AlertKind, { box: string; icon: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> =
  {
    error: {
      box: 'bg-danger-soft/10 text-danger-ink ring-danger/30',
      icon: 'text-danger-fg',
      Icon: XCircleIcon,
    },
    warning: {
      box: 'bg-warning-soft/10 text-warning-ink ring-warning/30',
      icon: 'text-warning-fg',
      Icon: ExclamationTriangleIcon,
    },
    success: {
      box: 'bg-success-soft/10 text-success-ink ring-success/30',
      icon: 'text-success-fg',
      Icon: CheckCircleIcon,
    },
    info: {
      box: 'bg-info-soft/10 text-info-ink ring-info/30',
      icon: 'text-info-fg',
      Icon: InformationCircleIcon,
    },
  }

export interface AlertProps {
  kind: AlertKind
  /** Optional bold first line; the spec's messages usually go in children alone. */
  title?: ReactNode
  children?: ReactNode
  /** Shows a close button labelled "Dismiss". */
  onDismiss?: () => void
  className?: string
  /** For a field that names this alert as its error message (`aria-errormessage`). */
  id?: string
}

/**
 * Banner for errors and notices. Errors are announced at once (role="alert"); the rest politely
 * (role="status") so a success banner does not interrupt what a screen reader is saying.
 */
export function Alert({ kind, title, children, onDismiss, className, id }: AlertProps) {
  const { box, icon, Icon } = styles[kind]
  return (
    <div
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-3 rounded-xl p-3 text-sm ring-1 ring-inset sm:p-4',
        box,
        className,
      )}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', icon)} />
      <div className="min-w-0 flex-1 break-words">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={clsx(title && 'mt-1')}>{children}</div>}
      </div>
      {onDismiss && (
        <CloseButton
          label={STATUS_TEXTS.dismiss}
          onClick={onDismiss}
          className="-m-1.5 opacity-80 hover:opacity-100"
        />
      )}
    </div>
  )
}
