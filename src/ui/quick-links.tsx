import { BookOpenIcon, ChatBubbleLeftRightIcon, MapIcon, ShoppingBagIcon } from '@heroicons/react/20/solid'
import clsx from 'clsx'
import type { ComponentType, SVGProps } from 'react'
import { Button } from './button'
import { QUICK_LINK_TEXTS } from './ui-texts'

export type QuickLinkKey = 'chat' | 'store' | 'map' | 'wiki'

const icons: Record<QuickLinkKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  chat: ChatBubbleLeftRightIcon,
  store: ShoppingBagIcon,
  map: MapIcon,
  wiki: BookOpenIcon,
}

export interface QuickLinksProps {
  links: readonly QuickLinkKey[]
  /** Where each link goes (config.json's `links`). */
  urls: Readonly<Partial<Record<QuickLinkKey, string>>>
  className?: string
}

/**
 * Buttons to the community sites from config.json, each in a new tab. Below the `sm` breakpoint
 * only the icons show; the label stays in the link as screen-reader text, so the accessible name
 * ("Store", "Map", ...) is the same at every width. Links with an empty URL are left out.
 */
export function QuickLinks({ links, urls, className }: QuickLinksProps) {
  const shown = links.filter((key) => urls[key])
  if (shown.length === 0) return null
  return (
    <nav
      aria-label={QUICK_LINK_TEXTS.nav}
      className={clsx('flex flex-wrap items-center justify-center gap-2', className)}
    >
      {shown.map((key) => {
        const label = QUICK_LINK_TEXTS[key]
        const Icon = icons[key]
        return (
          <Button
            key={key}
            href={urls[key]}
            color="secondary"
            title={`${label} ${QUICK_LINK_TEXTS.newTab}`}
            data-press={`link:${key}`}
            className="min-w-11 px-3 sm:px-4"
          >
            <Icon data-slot="icon" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{label}</span>
          </Button>
        )
      })}
    </nav>
  )
}
