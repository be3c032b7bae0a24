import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { GlassCard } from '@/ui/card'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@/ui/tab-group'
import { Tabs } from '@/ui/tabs'

const bankingTabs = [
  { key: 'accounts', label: 'My Accounts' },
  { key: 'banks', label: 'All Banks' },
  { key: 'markets', label: 'Markets' },
] as const
type BankingTab = (typeof bankingTabs)[number]['key']

function BankingTabsDemo({ initial = 'accounts' }: { initial?: BankingTab }) {
  const [selected, setSelected] = useState<BankingTab>(initial)
  return (
    <GlassCard className="max-w-2xl">
      <Tabs tabs={bankingTabs} selected={selected} onChange={setSelected}>
        <p className="text-sm text-muted">
          {selected === 'accounts' && 'Your accounts grouped by bank.'}
          {selected === 'banks' && 'No banks found. Create the first bank!'}
          {selected === 'markets' && 'Currency markets.'}
        </p>
      </Tabs>
    </GlassCard>
  )
}

const meta = {
  title: 'UI/Tabs',
  component: BankingTabsDemo,
} satisfies Meta<typeof BankingTabsDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Controlled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'My Accounts' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your accounts grouped by bank.')
    await userEvent.click(canvas.getByRole('tab', { name: 'All Banks' }))
    await expect(canvas.getByRole('tab', { name: 'All Banks' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No banks found. Create the first bank!')
    // arrow keys move between tabs
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Markets' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const StartsOnMarkets: Story = {
  args: { initial: 'markets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Markets' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Currency markets.')
  },
}

/** The lower-level parts, for screens that keep every panel mounted. */
export const Composed: Story = {
  render: () => (
    <GlassCard className="max-w-md">
      <TabGroup>
        <TabList>
          <Tab>Sign in</Tab>
          <Tab>Sign up</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <h2 className="text-lg font-semibold text-strong">Sign in to your account</h2>
          </TabPanel>
          <TabPanel>
            <h2 className="text-lg font-semibold text-strong">Create an account</h2>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </GlassCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign up' }))
    await expect(canvas.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  },
}
