import type { ComponentType, ReactNode, SVGProps } from 'react'
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

export const SKILLS_TEXTS = {
  tile: 'Character Skills',
  title: 'Player Skills',
  chip: 'Coming Soon',
  body: 'This feature is currently under development',
} as const

/** Shown on the three areas that arrive in the next releases of the console. */
export const SOON_CHIP = 'Soon'

type Icon = ComponentType<SVGProps<SVGSVGElement>>

interface TileProps {
  title: string
  description: string
  icon: Icon
  accent: string
  chip: ReactNode
  onClick?: () => void
}

function Tile({ title, description, icon: TileIcon, accent, chip, onClick }: TileProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className={clsx('grid size-11 shrink-0 place-items-center rounded-xl', accent)}>
          <TileIcon className="size-6" aria-hidden="true" />
        </span>
        {chip}
      </div>
      <h3 className="mt-4 text-base font-semibold text-white">{title}</h3>
      <p className="mt-1 text-sm text-slate-300">{description}</p>
      {onClick && (
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-secondary-300">
          Open <ChevronRightIcon className="size-4" aria-hidden="true" />
        </span>
      )}
    </>
  )
  const frame = clsx(glassClasses, 'block h-full w-full p-5 text-left')
  return (
    <li className="list-none">
      {onClick ? (
        <button
          type="button"
          onClick={onClick}
          className={clsx(
            frame,
            'transition hover:bg-white/10 hover:ring-secondary-400/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-400',
          )}
        >
          {body}
        </button>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </li>
  )
}

/** The four areas of the game. The first three open in later releases; Skills is a placeholder. */
export function DashboardTiles({ onOpenSkills }: { onOpenSkills: () => void }) {
  const soon = <Chip color="neutral">{SOON_CHIP}</Chip>
  return (
    <section aria-labelledby="dashboard-areas">
      <h2 id="dashboard-areas" className="sr-only">
        Areas
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          title="Nation Management"
          description="Found or join a nation, manage its members, officers and treasury."
          icon={FlagIcon}
          accent="bg-indigo-500/15 text-indigo-300"
          chip={soon}
        />
        <Tile
          title="Player Relations"
          description="Browse the other characters of the world and rate your relations with them."
          icon={UserGroupIcon}
          accent="bg-rose-500/15 text-rose-300"
          chip={soon}
        />
        <Tile
          title="Banking & Finance"
          description="Your bank accounts, the banks of the world, transfers and currency markets."
          icon={BanknotesIcon}
          accent="bg-emerald-500/15 text-emerald-300"
          chip={soon}
        />
        <Tile
          title={SKILLS_TEXTS.tile}
          description="See and train your character's skills."
          icon={SparklesIcon}
          accent="bg-amber-500/15 text-amber-300"
          chip={<Chip color="warning">{SKILLS_TEXTS.chip}</Chip>}
          onClick={onOpenSkills}
        />
      </ul>
    </section>
  )
}

export function SkillsPlaceholder() {
  return (
    <GlassCard className="py-10 text-center sm:py-14">
      <SparklesIcon className="mx-auto size-12 text-amber-300" aria-hidden="true" />
      <h2 className="mt-4 text-2xl font-semibold text-white">{SKILLS_TEXTS.title}</h2>
      <div className="mt-3 flex justify-center">
        <Chip color="warning">{SKILLS_TEXTS.chip}</Chip>
      </div>
      <p className="mt-4 text-slate-300">{SKILLS_TEXTS.body}</p>
    </GlassCard>
  )
}
