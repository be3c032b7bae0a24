import { SectionPending } from '@/app/SectionPending'

export function RelationsSection() {
  return <SectionPending title="Player Relations" />
}
