import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Suspense, useState } from 'react'
import { App } from '@/app/App'
import { DialogErrorBoundary } from '@/ui/dialog-error-boundary'
import { ChunkLoadError, lazyChunk, type ChunkFailureKind } from '@/lib/lazy-chunk'
import { DEMO_TEXTS } from '@/app/DemoBanner'
import { ErrorBoundary, ERROR_BOUNDARY_TEXTS } from '@/ui/error-boundary'
import { DEMO_TOOLS_TEXTS } from '@/features/demo'
import { setDemoStartError, setDemoStarting } from '@/state/demo'
import { session } from '@/state/session'
import { db } from '@mocks/db'
import { getFaults } from '@mocks/faults'
import { SETTLE, type StoryWorld } from '../support/world'
import { expectAlert, openedDialog, page, type Canvas } from '../support/play'

// The whole console as main.tsx renders it, with the demo backend's controls wired.
const DEMO: StoryWorld = { demoControls: true }

const meta = {
  title: 'Screens/App shell',
  component: App,
  parameters: { world: DEMO },
} satisfies Meta<typeof App>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A success notice. Storybook's frame shows notices too, so the App's own banner region and the
 * frame's may both carry it; the slow shared CI machine gets a longer wait for world-sized work.
 */
const notice = async (canvas: Canvas, text: string) => (await canvas.findAllByText(text, {}, SETTLE))[0]

const signInHeading = (canvas: Canvas) =>
  canvas.findByRole('heading', { name: 'Sign in to your account' }, SETTLE)

async function confirmReset(canvas: Canvas) {
  const banner = within(canvas.getByRole('complementary', { name: 'Demo mode' }))
  await userEvent.click(banner.getByRole('button', { name: DEMO_TEXTS.reset }))
  const dialog = within(await canvas.findByRole('dialog', {}, SETTLE))
  // The dialog fades in; wait until it has.
  await waitFor(() => expect(dialog.getByText(DEMO_TEXTS.confirm)).toBeVisible(), SETTLE)
  await userEvent.click(dialog.getByRole('button', { name: DEMO_TEXTS.reset }))
  await expect(await notice(canvas, DEMO_TEXTS.resetDone)).toBeVisible()
}

export const DemoBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    // The banner is its own chunk (live visitors never download it).
    await expect(await canvas.findByText(DEMO_TEXTS.banner, {}, SETTLE)).toBeVisible()
    for (const name of [DEMO_TOOLS_TEXTS.open, DEMO_TEXTS.advance, DEMO_TEXTS.reset]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('button', { name: 'Terms of Service' })).toBeVisible()
    await expect(await signInHeading(canvas)).toBeVisible()
  },
}

/** The first Tab stop skips the banner and links: it lands on the screen itself. */
export const SkipToMainContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await signInHeading(canvas)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect(canvasElement.ownerDocument.getElementById('main-content')).toHaveFocus()
  },
}

/**
 * Reset restores the seeded world, switches injected faults off and signs out: a change made
 * before it (a biography) is gone.
 */
export const ResetDemoData: Story = {
  parameters: {
    world: {
      ...DEMO,
      signedInAs: 'Aurelia Voss',
      faults: { routes: [{ match: '/api/v1/nations', status: 503 }] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)
    await expect(canvas.getByText(DEMO_TOOLS_TEXTS.chip(1))).toBeVisible()
    const row = db.characters.findFirst((q) => q.where({ name: 'Aurelia Voss' }))!
    const seeded = row.biography
    row.biography = 'Changed in this browser.'
    await confirmReset(canvas)
    await expect(session.screen).toBe('login')
    await expect(getFaults().routes).toEqual([])
    await waitFor(() => expect(canvas.queryByText(DEMO_TOOLS_TEXTS.chip(1))).toBeNull(), SETTLE)
    await expect(db.characters.findFirst((q) => q.where({ name: 'Aurelia Voss' }))?.biography).toBe(seeded)
  },
}

/** Reset on the login screen also clears what was typed there and the error it showed. */
export const ResetClearsTheScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await signInHeading(canvas)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Minecraft Username' }), 'no spaces!')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }))
    await expectAlert(
      canvas,
      'Please enter a valid Minecraft username (3-16 characters, letters, numbers, and underscores only)',
    )
    await confirmReset(canvas)
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: 'Minecraft Username' })).toHaveValue(''),
      SETTLE,
    )
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0)
  },
}

export const AdvanceOneWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: DEMO_TEXTS.advance }))
    await expect(await notice(canvas, DEMO_TEXTS.advanceDone)).toBeVisible()
  },
}

export const LiveModeNoBanner: Story = {
  parameters: { world: { demoControls: false, config: { mode: 'live' } } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await signInHeading(canvas)
    await expect(canvas.queryByText(DEMO_TEXTS.banner)).toBeNull()
    await expect(canvas.queryByRole('button', { name: DEMO_TEXTS.reset })).toBeNull()
  },
}

// While the fake backend starts: the banner is there from the app's first render (the login must
// not move when the backend is up), its controls disabled until the backend answers.
export const DemoStarting: Story = {
  parameters: { world: { demoControls: false } },
  play: async ({ canvasElement }) => {
    setDemoStarting()
    const canvas = page(canvasElement)
    await expect(await canvas.findByText(DEMO_TEXTS.banner, {}, SETTLE)).toBeVisible()
    for (const name of [DEMO_TOOLS_TEXTS.open, DEMO_TEXTS.advance, DEMO_TEXTS.reset])
      await expect(canvas.getByRole('button', { name })).toBeDisabled()
    await expect(await signInHeading(canvas)).toBeVisible()
  },
}

export const DemoCouldNotStart: Story = {
  parameters: { world: { demoControls: false } },
  play: async ({ canvasElement }) => {
    setDemoStartError('Service workers are not available in this browser')
    await expectAlert(
      page(canvasElement),
      'Demo mode could not start: Service workers are not available in this browser. Calls to the game world will fail; reload to try again.',
    )
  },
}

export const ConfigProblem: Story = {
  parameters: { world: { ...DEMO, configProblem: 'config.json is not valid JSON' } },
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
    await expect(await signInHeading(canvas)).toBeVisible()
  },
}

export const GameWithBanners: Story = {
  parameters: { world: { ...DEMO, signedInAs: 'Aurelia Voss' } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByText(DEMO_TEXTS.banner)).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }))
    await expect(await signInHeading(canvas)).toBeVisible()
  },
}

// ------------------------------------------------------------ error boundary

/** Whether the screen below throws while rendering; stories flip it. */
let crashing = true

function Crashing() {
  if (crashing) throw new Error('Cannot read properties of undefined (reading "balances")')
  return <p className="text-fg">The screen rendered again.</p>
}

const crashStory = {
  // React logs the caught render error to the console; the crash is the point of these stories.
  render: () => {
    crashing = true
    return (
      <ErrorBoundary>
        <Crashing />
      </ErrorBoundary>
    )
  },
}

export const ErrorBoundaryFallback: Story = {
  ...crashStory,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: ERROR_BOUNDARY_TEXTS.title })).toBeVisible()
    await expect(canvas.getByText(ERROR_BOUNDARY_TEXTS.body)).toBeVisible()
    await expect(canvas.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.retry })).toBeVisible()
    await expect(canvas.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.reload })).toBeVisible()
    await expect(
      canvas.getByText('Cannot read properties of undefined (reading "balances")'),
    ).toBeInTheDocument()
  },
}

export const ErrorBoundaryRecovers: Story = {
  ...crashStory,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: ERROR_BOUNDARY_TEXTS.title })).toBeVisible()
    crashing = false
    await userEvent.click(canvas.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.retry }))
    await expect(await canvas.findByText('The screen rendered again.')).toBeVisible()
  },
}

// ------------------------------------------------------------ a part that cannot be downloaded

const FAILED_ADDRESS = 'https://console.example.net/assets/transfers-3f9a1c.js'

/**
 * A lazily loaded dialog whose first download fails with `kind`; the next one arrives. The
 * failure comes as the ChunkLoadError lazyChunk makes of a failed import (the address on another
 * site, so the retry calls the import again rather than a cache-busting address).
 */
function FailingOnce({ kind }: { kind: ChunkFailureKind }) {
  const [Part] = useState(() => {
    let attempts = 0
    return lazyChunk(
      async () => {
        attempts += 1
        if (attempts === 1) throw new ChunkLoadError(kind, FAILED_ADDRESS)
        return { Loaded: () => <p className="text-slate-100">The dialog arrived on the second try.</p> }
      },
      (m) => m.Loaded,
    )
  })
  const [open, setOpen] = useState(true)
  if (!open) return <p className="text-slate-100">The dialog was closed.</p>
  return (
    <DialogErrorBoundary onClose={() => setOpen(false)}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </DialogErrorBoundary>
  )
}

export const DialogChunkFailureRecovers: Story = {
  render: () => <FailingOnce kind="network" />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('heading', { name: ERROR_BOUNDARY_TEXTS.chunkTitle })).toBeVisible()
    await expect(dialog.getByText(ERROR_BOUNDARY_TEXTS.chunkBody)).toBeVisible()
    await expect(dialog.getByText('network (the file did not arrive)')).toBeVisible()
    await expect(dialog.getByText(FAILED_ADDRESS)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.retry }))
    await expect(await page(canvasElement).findByText('The dialog arrived on the second try.')).toBeVisible()
  },
}

export const DialogChunkFailureCloses: Story = {
  render: () => <FailingOnce kind="timeout" />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByText('timeout (no answer in time)')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.close }))
    await expect(await page(canvasElement).findByText('The dialog was closed.')).toBeVisible()
  },
}

export const ConsoleUpdated: Story = {
  render: () => <FailingOnce kind="missing" />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement)
    await expect(dialog.getByRole('heading', { name: ERROR_BOUNDARY_TEXTS.updatedTitle })).toBeVisible()
    await expect(dialog.getByText(ERROR_BOUNDARY_TEXTS.updatedBody)).toBeVisible()
    await expect(dialog.getByText('missing (the file is no longer on the server)')).toBeVisible()
    await expect(dialog.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.reload })).toBeVisible()
    await expect(dialog.queryByRole('button', { name: ERROR_BOUNDARY_TEXTS.retry })).toBeNull()
  },
}

/** An area (not a dialog) whose chunk fails: the box in its place names the kind and address. */
export const AreaChunkFailure: Story = {
  render: () => {
    const error = new ChunkLoadError('network', FAILED_ADDRESS)
    const Throwing = () => {
      throw error
    }
    return (
      <ErrorBoundary>
        <Throwing />
      </ErrorBoundary>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: ERROR_BOUNDARY_TEXTS.chunkTitle })).toBeVisible()
    await expect(canvas.getByText(`${ERROR_BOUNDARY_TEXTS.kind}:`)).toBeVisible()
    await expect(canvas.getByText('network (the file did not arrive)')).toBeVisible()
    await expect(canvas.getByText(FAILED_ADDRESS)).toBeVisible()
    await expect(canvas.getByRole('button', { name: ERROR_BOUNDARY_TEXTS.retry })).toBeVisible()
  },
}
