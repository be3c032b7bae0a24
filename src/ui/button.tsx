import { Button as HeadlessButton, DataInteractive } from '@headlessui/react'
import clsx from 'clsx'
import type { ComponentPropsWithRef, ReactNode } from 'react'

export type ButtonColor = 'primary' | 'secondary' | 'danger' | 'success' | 'plain'
export type ButtonSize = 'sm' | 'md'

// Filled colours keep white text at AA contrast (emerald and rose need their 700/600 shades).
const colors: Record<ButtonColor, string> = {
  primary:
    'bg-primary-600 text-white shadow-sm shadow-primary-950/40 data-hover:bg-primary-500 data-active:bg-primary-700',
  secondary:
    'bg-white/10 text-white ring-1 ring-inset ring-white/15 data-hover:bg-white/15 data-active:bg-white/20',
  danger:
    'bg-rose-700 text-white shadow-sm shadow-rose-950/40 data-hover:bg-rose-600 data-active:bg-rose-800',
  success:
    'bg-emerald-700 text-white shadow-sm shadow-emerald-950/40 data-hover:bg-emerald-600 data-active:bg-emerald-800',
  plain: 'bg-transparent text-slate-200 data-hover:bg-white/10 data-hover:text-white data-active:bg-white/15',
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
    'focus:not-data-focus:outline-hidden data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-secondary-400',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50',
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
 * opener over (quick links, API documentation); otherwise a Headless UI button (type="button"
 * unless told, so it never submits a form by accident).
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { color, size, className, children, ...rest } = props
    return (
      <DataInteractive>
        <a
          {...rest}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses(color, size, className)}
        >
          {children}
        </a>
      </DataInteractive>
    )
  }
  const { color, size, className, children, type = 'button', ...rest } = props
  return (
    <HeadlessButton {...rest} type={type} className={buttonClasses(color, size, className)}>
      {children}
    </HeadlessButton>
  )
}
