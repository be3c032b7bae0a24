import { SectionPending } from '@/app/SectionPending'

export function NationsSection() {
  return <SectionPending title="Nation Management" />
}
