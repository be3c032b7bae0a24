import { GlassCard } from '@/ui/card'

/** What an area shows until it is built: says so plainly instead of pretending. */
export function SectionPending({ title }: { title: string }) {
  return (
    <GlassCard>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <p className="mt-2 text-sm text-slate-300">
        This area is not built yet in this version of the console.
      </p>
    </GlassCard>
  )
}
