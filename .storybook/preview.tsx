import { useState, type ReactNode } from 'react'
import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { AppProviders } from '@/app/providers'
import { NoticeBanners } from '@/app/NoticeBanners'
import { handlers } from '@mocks/handlers'
import { prepareWorld, storyQueryClient, type StoryWorld } from '../stories/support/world'
import '../src/index.css'

// Stories talk to the MSW worker on Storybook's own origin, so the API address is ''.
setRuntimeConfig({ ...DEFAULT_CONFIG, mode: 'demo', apiUrl: '' })

const BACKGROUND = '#020617' // slate-950, the console's page colour

// The demo's own handler list: these survive the addon's reset between stories, and a story
// may still add overrides with `parameters.msw` or `context.msw.use(...)`.
const startWorker = mswLoader(async () => {
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  return worker
})

/** The app's providers over the story's own query cache (see `storyQueryClient`). */
function StoryData({ children }: { children: ReactNode }) {
  const [client] = useState(storyQueryClient)
  return <AppProviders client={client}>{children}</AppProviders>
}

const preview: Preview = {
  loaders: [
    // One loader, in order (Storybook runs loaders in parallel): the worker first, then a freshly
    // loaded world for the story (parameters.world: scenario, session, faults).
    async (context) => {
      await startWorker(context)
      await prepareWorld(context.parameters.world as StoryWorld | undefined)
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // axe runs on every story; serious or critical findings fail the story in the test run
    a11y: { test: 'error' },
    backgrounds: { options: { dark: { name: 'Console dark', value: BACKGROUND } } },
    controls: { expanded: true },
  },
  initialGlobals: {
    backgrounds: { value: 'dark' },
  },
  decorators: [
    // A new query cache per story: no story sees another's data.
    (Story, context) => (
      <StoryData key={context.id}>
        <div className="bg-console min-h-dvh px-4 py-6 text-fg sm:px-8 sm:py-10">
          <Story />
        </div>
        <NoticeBanners />
      </StoryData>
    ),
  ],
}

export default preview
