import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import '../src/index.css'

// Stories talk to the MSW worker on Storybook's own origin, so the API address is ''.
setRuntimeConfig({ ...DEFAULT_CONFIG, mode: 'demo', apiUrl: '' })

const BACKGROUND = '#020617' // slate-950, the console's page colour

const preview: Preview = {
  // One worker for all stories. Handlers come per story through `parameters.msw` (an array or
  // { handlers }) or `context.msw.use(...)` in beforeEach; they are reset between stories.
  // Unhandled requests (Vite modules, fonts, images) go to the network untouched.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
      return worker
    }),
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
    (Story) => (
      <div className="bg-console min-h-dvh px-4 py-6 text-slate-100 sm:px-8 sm:py-10">
        <Story />
      </div>
    ),
  ],
}

export default preview
