import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { TermsScreen } from '@/features/tos'
import { session, showTerms } from '@/state/session'
import { SETTLE, type StoryWorld } from '../support/world'
import { page } from '../support/play'

/** The real /tos.txt from public/, or the fault switch's failure of it. */
const tosFails = (fault: { hang?: boolean; network?: boolean; status?: number }): { world: StoryWorld } => ({
  world: { faults: { routes: [{ match: '/tos.txt', ...fault }] } },
})

const meta = {
  title: 'Screens/Terms of Service',
  component: TermsScreen,
  parameters: { world: {} satisfies StoryWorld },
} satisfies Meta<typeof TermsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    showTerms()
    await expect(canvas.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
    await expect(await canvas.findByText(/STATECRAFT CONSOLE - TERMS OF SERVICE/, {}, SETTLE)).toBeVisible()
    await expect(canvas.getByText(/NO real-world monetary value/)).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: /^Back/ })[0])
    await expect(session.screen).toBe('login')
  },
}

export const Loading: Story = {
  parameters: tosFails({ hang: true }),
  play: async ({ canvasElement }) => {
    await expect(
      await page(canvasElement).findByText('Loading Terms of Service...', {}, SETTLE),
    ).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: tosFails({ status: 404 }),
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const text = await canvas.findByText('Could not load the Terms of Service (HTTP 404)', {}, SETTLE)
    await expect(text.closest('[role="alert"]')).not.toBeNull()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible()
  },
}

export const Offline: Story = {
  parameters: tosFails({ network: true }),
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert', {}, SETTLE)
    // The browser's own error text is shown as is (Chromium: "Failed to fetch").
    await waitFor(() => expect(alert.textContent).toMatch(/^Failed to fetch/), SETTLE)
  },
}
