// Issue 37: a new language applies at once. The app re-renders from its root on a change, but a
// `memo` component skips that render when its props are the same: each of them follows the
// language itself (useLanguage). Here a root that re-renders on the language, as App does, hands
// the cards the same props; the cards must still switch.
import { afterEach, describe, expect, it } from 'vitest'
import type { Bank } from '@/api/banks.types'
import type { Nation } from '@/api/nations.types'
import { BankEntityCard, NationEntityCard } from '@/features/admin/entity-cards'
import { setLanguage } from '@/lib/i18n/runtime'
import { useLanguage } from '@/lib/i18n/use-language'
import { act, render, screen } from '../support/render'

const BANK: Bank = {
  id: 'FAB',
  name: 'First Arcadian Bank',
  abbreviation: 'FA',
  jurisdictionNation: 'Arcadia',
  accountCount: 12,
  officerCount: 2,
  nationalCurrency: 'AR',
  interestSuccessRate: 90,
  offeringSummary: { hasInterestAccounts: true, hasOverdraft: false, lowestMaintenanceFee: 0 },
  createdAt: '2024-03-05T12:00:00Z',
  officers: [],
  balances: [],
}

const NATION: Nation = {
  id: 'n1',
  name: 'Arcadia',
  abbreviation: 'AR',
  description: 'A land of hills.',
  createdAt: '2024-03-05T12:00:00Z',
  profilePictureUrl: null,
  isActive: true,
  activityPercentage: 50,
  totalMembers: 4,
  activeMembersCount: 2,
  officerCount: 1,
  citizenCount: 3,
  officers: [],
  citizens: [],
  nationalCurrency: 'AR',
}

const onAction = () => {}

/** Re-renders on every language change, as App does, with the same props for the cards. */
function Root() {
  useLanguage()
  return (
    <>
      <BankEntityCard item={BANK} onAction={onAction} />
      <NationEntityCard item={NATION} onAction={onAction} />
    </>
  )
}

afterEach(async () => {
  await act(() => setLanguage('en'))
})

describe('memo components on a language change', () => {
  it('switch to German while mounted, and back to English', async () => {
    render(<Root />)
    expect(screen.getByText('Bank ID')).toBeInTheDocument()
    expect(screen.getByText('Active members')).toBeInTheDocument()

    await act(() => setLanguage('de'))
    expect(await screen.findByText('Bank-ID')).toBeInTheDocument()
    expect(screen.getByText('Aktive Mitglieder')).toBeInTheDocument()
    expect(screen.queryByText('Bank ID')).not.toBeInTheDocument()

    await act(() => setLanguage('en'))
    expect(await screen.findByText('Bank ID')).toBeInTheDocument()
    expect(screen.getByText('Active members')).toBeInTheDocument()
  })
})
