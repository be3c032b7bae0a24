import clsx from 'clsx'
import type { ComponentPropsWithRef, ReactNode } from 'react'

export type ButtonColor = 'primary' | 'secondary' | 'danger' | 'success' | 'plain'
export type ButtonSize = 'sm' | 'md'

// Filled colours keep white text at AA contrast (emerald and rose need their 700/600 shades).
// States are CSS pseudo-classes, so the classes work on any element: the button below, Headless
// UI's own buttons (PopoverButton) and labels styled as buttons. Tailwind's `hover:` only applies
// where the pointer can hover, so a tapped button never stays highlighted on a phone.
const colors: Record<ButtonColor, string> = {
  primary:
    'bg-accent text-on-accent shadow-sm shadow-accent-shadow/40 hover:bg-accent-bright active:bg-accent-deep',
  secondary:
    'bg-control text-strong ring-1 ring-inset ring-control-line hover:bg-control-hover active:bg-control-active',
  danger:
    'bg-danger-solid text-on-accent shadow-sm shadow-danger-deep/40 hover:bg-danger-bold active:bg-danger-solid-active',
  success:
    'bg-success-solid text-on-accent shadow-sm shadow-success-deep/40 hover:bg-success-bold active:bg-success-solid-active',
  plain: 'bg-transparent text-soft hover:bg-tint/10 hover:text-strong active:bg-tint/15',
}

// At least 40px tall wherever the pointer is a finger: phones by width, tablets by pointer type.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 gap-1.5 px-3 text-sm sm:min-h-8 sm:px-2.5 pointer-coarse:min-h-10 *:data-[slot=icon]:size-4',
  md: 'min-h-11 gap-2 px-4 text-sm sm:min-h-10 pointer-coarse:min-h-11 *:data-[slot=icon]:size-5',
}

export const buttonClasses = (color: ButtonColor = 'primary', size: ButtonSize = 'md', className?: string) =>
  clsx(
    'relative inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap',
    'transition-colors duration-150 select-none',
    'focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
    '[&_svg]:shrink-0',
    colors[color],
    sizes[size],
    className,
  )

interface CommonProps {
  color?: ButtonColor
  size?: ButtonSize
  className?: string
  children?: ReactNode
}

type AnchorProps = CommonProps &
  Omit<ComponentPropsWithRef<'a'>, keyof CommonProps | 'target' | 'rel'> & { href: string }
type NativeButtonProps = CommonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof CommonProps> & { href?: undefined }

export type ButtonProps = AnchorProps | NativeButtonProps

/**
 * The one button. With `href` it is a link that always opens a new tab without handing the
 * opener over (quick links, API documentation); otherwise a native button (type="button" unless
 * told, so it never submits a form by accident). Native rather than Headless UI's Button: the
 * login needs no Headless UI in its first download, and a 200-row ledger page renders one per row.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { color, size, className, children, ...rest } = props
    return (
      <a
        {...rest}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses(color, size, className)}
      >
        {children}
      </a>
    )
  }
  const { color, size, className, children, type = 'button', ...rest } = props
  return (
    <button
      // Headless UI dialogs move first focus to the element marked data-autofocus
      data-autofocus={rest.autoFocus || undefined}
      {...rest}
      type={type}
      className={buttonClasses(color, size, className)}
    >
      {children}
    </button>
  )
}
