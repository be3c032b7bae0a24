import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TermsScreen } from '@/features/tos/TermsScreen'
import { logout, session, showTerms } from '@/state/session'
import { hangAll, SETTLE } from './game-fixtures'

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const meta = {
  title: 'Screens/Terms of Service',
  component: TermsScreen,
  // No handler for /tos.txt: the real file from public/ is served.
  parameters: { msw: [] },
  loaders: [
    () => {
      logout()
      showTerms()
    },
  ],
} satisfies Meta<typeof TermsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Terms of Service' })).toBeVisible()
    await expect(await canvas.findByText(/STATECRAFT CONSOLE - TERMS OF SERVICE/, {}, SETTLE)).toBeVisible()
    await expect(canvas.getByText(/NO real-world monetary value/)).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: /^Back/ })[0])
    await expect(session.screen).toBe('login')
  },
}

export const Loading: Story = {
  parameters: { msw: [hangAll('*/tos.txt')] },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText('Loading Terms of Service...')).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { msw: [http.get('*/tos.txt', () => new HttpResponse('Not Found', { status: 404 }))] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const alert = await canvas.findByRole('alert', {}, SETTLE)
    await expect(alert.textContent).toBe('Could not load the Terms of Service (HTTP 404)')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible()
  },
}

export const Offline: Story = {
  parameters: { msw: [http.get('*/tos.txt', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert', {}, SETTLE)
    // The browser's own error text is shown as is (Chromium: "Failed to fetch").
    await waitFor(() => expect(alert.textContent?.length).toBeGreaterThan(0))
  },
}
