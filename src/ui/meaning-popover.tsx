import clsx from 'clsx'
import { useId, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'

export interface MeaningPopoverProps {
  /** What the figure means, one line. */
  meaning: string
  /** The figure (or its label) the meaning belongs to: the trigger's content. */
  children: ReactNode
  /** Which edge of the trigger the bubble lines up with (it moves inward at the screen's edge). */
  align?: 'start' | 'center' | 'end'
  className?: string
}

const anchors = { start: 'top start', center: 'top', end: 'top end' } as const

/**
 * A figure that says what it means (issue 35): a Headless UI Popover whose panel opens on a tap or
 * a click (and Escape or a tap elsewhere closes it), and shows while a mouse hovers the figure or
 * the keyboard focuses it. The panel is anchored in a portal, so a table's scroll box never clips
 * it, and flips below the figure where there is no room above. The meaning is also the trigger's
 * accessible description, so a screen reader says it without opening anything.
 */
export function MeaningPopover({ meaning, children, align = 'center', className }: MeaningPopoverProps) {
  const descriptionId = useId()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  /** Set once a pointer presses the trigger: the focus that follows is a click's, not the keyboard's. */
  const pressing = useRef(false)
  return (
    <Popover className={clsx('relative inline-flex', className)}>
      {({ open }) => (
        <>
          <PopoverButton
            aria-describedby={descriptionId}
            // A touch's emulated hover is not a hover: a tap opens the panel as a click does.
            onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
            onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
            // Keyboard focus shows it; the focus a click or tap leaves behind does not (the click
            // toggles it, and a second click must be able to close it). A press's focus comes after
            // pointerdown (a mouse), after pointerup (a tap), or when Headless UI hands focus back
            // on closing: the press is remembered until the focus leaves or a key is pressed.
            onPointerDown={() => {
              pressing.current = true
            }}
            onFocus={() => setFocused(!pressing.current)}
            onBlur={() => {
              pressing.current = false
              setFocused(false)
            }}
            onKeyDown={(event) => {
              pressing.current = false
              if (event.key === 'Escape' && (hovered || focused)) {
                setHovered(false)
                setFocused(false)
              }
            }}
            className="inline-flex cursor-help rounded-md focus:not-focus-visible:outline-hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {children}
          </PopoverButton>
          {/* Read as the description, never shown; in the body, not in the figure's cell, so the
              cell's text stays the figure's own. */}
          {createPortal(
            <span id={descriptionId} hidden>
              {meaning}
            </span>,
            document.body,
          )}
          {(open || hovered || focused) && (
            <PopoverPanel
              static
              anchor={{ to: anchors[align], gap: 8, padding: 8 }}
              role="tooltip"
              className="pointer-events-none z-50 w-max max-w-[min(18rem,calc(100vw-1rem))] rounded-lg bg-surface-high px-2.5 py-1.5 text-xs font-medium text-fg shadow-lg ring-1 ring-line"
            >
              {meaning}
            </PopoverPanel>
          )}
        </>
      )}
    </Popover>
  )
}
