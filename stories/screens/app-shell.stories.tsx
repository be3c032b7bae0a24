import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { App } from '@/app/App'
import { ErrorBoundary } from '@/app/ErrorBoundary'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { demo, setDemoControls, setDemoStartError } from '@/state/demo'
import { logout, session } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { ALDRIC, gameHandlersWith, SETTLE, startGame } from './game-fixtures'

type Canvas = ReturnType<typeof within>
const page = (canvasElement: HTMLElement): Canvas => within(canvasElement.ownerDocument.body)

const BANNER =
  'Demo mode: this console runs against a fake game world, and your data lives in this browser only.'
const resetDemoData = fn(async () => {})

/** A clean console: signed out, shipped config, and the demo backend "running" unless told. */
function freshConsole({ demoActive = true, problem = null as string | null } = {}) {
  logout()
  clearNotices()
  setRuntimeConfig({ ...DEFAULT_CONFIG, apiUrl: '' }, problem)
  demo.busy = false
  if (demoActive) setDemoControls({ resetDemoData })
  else {
    demo.active = false
    demo.controls = null
    demo.startError = null
  }
}

const meta = {
  title: 'Screens/App shell',
  component: App,
  parameters: { msw: gameHandlersWith() },
  loaders: [() => freshConsole()],
} satisfies Meta<typeof App>

export default meta
type Story = StoryObj<typeof meta>

export const DemoBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    // The banner is its own chunk (live visitors never download it).
    await expect(await canvas.findByText(BANNER, {}, SETTLE)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reset demo data' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Terms of Service' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
  },
}

export const ResetDemoData: Story = {
  loaders: [
    () => {
      freshConsole()
      startGame(ALDRIC)
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aldric_Stone' }, SETTLE)).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset demo data' }, SETTLE))
    const dialog = within(await canvas.findByRole('dialog', {}, SETTLE))
    const confirm = dialog.getByText(
      'This restores the seeded demo world in this browser. Every change you made is lost and you are signed out.',
    )
    // The dialog fades in; wait until it has.
    await waitFor(() => expect(confirm).toBeVisible(), SETTLE)
    await userEvent.click(dialog.getByRole('button', { name: 'Reset demo data' }))
    await waitFor(() => expect(resetDemoData).toHaveBeenCalled(), SETTLE)
    // The app's own banner region and the Storybook decorator's both show it.
    const done = await canvas.findAllByText('Demo data was reset to the seeded world.', {}, SETTLE)
    await expect(done[0]).toBeVisible()
    await expect(session.screen).toBe('login')
  },
}

export const LiveModeNoBanner: Story = {
  loaders: [() => freshConsole({ demoActive: false })],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.queryByText(BANNER)).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Reset demo data' })).toBeNull()
  },
}

export const DemoCouldNotStart: Story = {
  loaders: [
    () => {
      freshConsole({ demoActive: false })
      setDemoStartError('Service workers are not available in this browser')
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const alert = (await canvas.findAllByRole('alert', {}, SETTLE)).find((element: HTMLElement) =>
      element.textContent?.startsWith('Demo mode could not start'),
    )
    await expect(alert?.textContent).toBe(
      'Demo mode could not start: Service workers are not available in this browser. Calls to the game world will fail; reload to try again.',
    )
  },
}

export const ConfigProblem: Story = {
  loaders: [() => freshConsole({ problem: 'config.json is not valid JSON' })],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(
      canvas.getByText(
        'Configuration problem: config.json is not valid JSON. The console runs with its built-in demo settings.',
      ),
    ).toBeVisible()
  },
}

export const TermsFromFooter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Terms of Service' }))
    await expect(await canvas.findByText(/STATECRAFT CONSOLE - TERMS OF SERVICE/, {}, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: /^Back/ })[0])
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in to your account' }, SETTLE),
    ).toBeVisible()
  },
}

export const GameWithBanners: Story = {
  loaders: [
    () => {
      freshConsole()
      startGame(ALDRIC)
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByText(BANNER, {}, SETTLE)).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aldric_Stone' }, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(
      await canvas.findByRole('heading', { name: 'Sign in to your account' }, SETTLE),
    ).toBeVisible()
  },
}

// ------------------------------------------------------------ error boundary

/** Whether the screen below throws while rendering; stories flip it. */
let crashing = true

function Crashing() {
  if (crashing) throw new Error('Cannot read properties of undefined (reading "balances")')
  return <p className="text-slate-100">The screen rendered again.</p>
}

const crashStory = {
  // React logs the caught render error to the console; the crash is the point of these stories.
  parameters: { msw: [] },
  loaders: [
    () => {
      crashing = true
    },
  ],
  render: () => (
    <ErrorBoundary>
      <Crashing />
    </ErrorBoundary>
  ),
}

export const ErrorBoundaryFallback: Story = {
  ...crashStory,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(
      canvas.getByText(
        'This part of the console ran into an unexpected problem. Your account and game data are safe. Try again, or reload the console.',
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible()
    await expect(
      canvas.getByText('Cannot read properties of undefined (reading "balances")'),
    ).toBeInTheDocument()
  },
}

export const ErrorBoundaryRecovers: Story = {
  ...crashStory,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    crashing = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('The screen rendered again.')).toBeVisible()
  },
}
