import { GlobeEuropeAfricaIcon } from '@heroicons/react/24/solid'
import clsx from 'clsx'

/** The Statecraft word mark shown above the login and character selection cards. */
export function Logo({ className }: { className?: string }) {
  return (
    <div className={clsx('flex items-center justify-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="grid size-11 place-items-center rounded-2xl bg-linear-to-br from-primary-500 to-secondary-500 shadow-lg shadow-primary-900/40 ring-1 ring-white/20"
      >
        <GlobeEuropeAfricaIcon className="size-7 text-white" />
      </span>
      <span className="text-left leading-tight">
        <span className="block text-2xl font-bold tracking-tight text-white">Statecraft</span>
        <span className="block text-xs font-medium tracking-widest text-slate-400 uppercase">Console</span>
      </span>
    </div>
  )
}
