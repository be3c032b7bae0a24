import { SectionPending } from '@/app/SectionPending'

export function BankingSection() {
  return <SectionPending title="Banking & Finance" />
}
