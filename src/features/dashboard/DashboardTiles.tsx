import type { ComponentType } from 'react'
import type { SVGProps } from 'react'
import {
  BanknotesIcon,
  FlagIcon,
  SparklesIcon,
  UserGroupIcon,
  ChevronRightIcon,
} from '@heroicons/react/24/outline'
import { clsx } from 'clsx'
import { Chip } from '@/ui/chip'
import { GlassCard, glassClasses } from '@/ui/card'
import type { Section } from '@/state/game'
import { SKILLS_TEXTS, TILE_TEXTS } from './texts'

type Icon = ComponentType<SVGProps<SVGSVGElement>>

interface TileSpec {
  section: 'nations' | 'relations' | 'banking' | 'skills'
  icon: Icon
  accent: string
  comingSoon?: boolean
}

/** The four areas of the game (spec section 2, Character dashboard). */
const TILES: readonly TileSpec[] = [
  {
    section: 'nations',
    icon: FlagIcon,
    accent: 'bg-accent-bright/15 text-accent-fg',
  },
  {
    section: 'relations',
    icon: UserGroupIcon,
    accent: 'bg-danger-soft/15 text-danger-fg',
  },
  {
    section: 'banking',
    icon: BanknotesIcon,
    accent: 'bg-success-soft/15 text-success-fg',
  },
  {
    section: 'skills',
    icon: SparklesIcon,
    accent: 'bg-warning-soft/15 text-warning-fg',
    comingSoon: true,
  },
]

function Tile({ tile, onOpen }: { tile: TileSpec; onOpen: (section: Section) => void }) {
  const { icon: TileIcon, accent, comingSoon } = tile
  // Read at render: the texts follow the language.
  const title = tile.section === 'skills' ? SKILLS_TEXTS.tile : TILE_TEXTS[tile.section].title
  const description = TILE_TEXTS[tile.section].description
  return (
    <li className="list-none">
      <button
        type="button"
        onClick={() => onOpen(tile.section)}
        className={clsx(
          glassClasses,
          // A flex column, not a block: a <button> centres block content vertically, so tiles of one
          // row with shorter texts would start lower. "Open" keeps to the bottom of every tile.
          'flex h-full w-full flex-col p-3 text-left transition hover:bg-tint/10 hover:ring-info/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:p-5',
        )}
      >
        {/* On a phone a compact tile, its icon and name, two by two: money and activity come first. */}
        <div className="flex flex-wrap items-start justify-between gap-2 sm:gap-3">
          <span className={clsx('grid size-9 shrink-0 place-items-center rounded-xl sm:size-11', accent)}>
            <TileIcon className="size-5 sm:size-6" aria-hidden="true" />
          </span>
          {comingSoon && <Chip color="warning">{SKILLS_TEXTS.chip}</Chip>}
        </div>
        <h3 className="mt-2 text-sm font-semibold break-words text-strong sm:mt-4 sm:text-base">{title}</h3>
        <p className="mt-1 hidden text-sm text-muted sm:block">{description}</p>
        <span className="mt-auto hidden items-center gap-1 self-start pt-3 text-sm font-medium text-link sm:inline-flex">
          {TILE_TEXTS.open} <ChevronRightIcon className="size-4" aria-hidden="true" />
        </span>
      </button>
    </li>
  )
}

export function DashboardTiles({ onOpen }: { onOpen: (section: Section) => void }) {
  return (
    <section aria-labelledby="dashboard-areas">
      <h2 id="dashboard-areas" className="sr-only">
        {TILE_TEXTS.areas}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {TILES.map((tile) => (
          <Tile key={tile.section} tile={tile} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  )
}

export function SkillsPlaceholder() {
  return (
    <GlassCard className="py-10 text-center sm:py-14">
      <SparklesIcon className="mx-auto size-12 text-warning-fg" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold text-strong">{SKILLS_TEXTS.title}</h2>
      <div className="mt-3 flex justify-center">
        <Chip color="warning">{SKILLS_TEXTS.chip}</Chip>
      </div>
      <p className="mt-4 text-muted">{SKILLS_TEXTS.body}</p>
    </GlassCard>
  )
}
