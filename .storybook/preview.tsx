import { useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { DEFAULT_CONFIG } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { AppProviders } from '@/app/providers'
import { NoticeBanners } from '@/app/NoticeBanners'
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages'
import { LANGUAGE_NAMES } from '@/lib/i18n/language-names'
import { languageVersion, setLanguage, startLanguage, subscribeLanguage } from '@/lib/i18n/runtime'
import { handlers } from '@mocks/handlers'
import { prepareWorld, storyQueryClient, type StoryWorld } from '../stories/support/world'
import '../src/index.css'
// The other themes (the app asks for them by name, index.html and src/lib/theme.ts)
import '../src/themes.css'

// Stories talk to the MSW worker on Storybook's own origin, so the API address is ''.
setRuntimeConfig({ ...DEFAULT_CONFIG, mode: 'demo', apiUrl: '' })

/** The toolbar's themes: src/theme.css and src/themes.css read them from <html> as the app sets them (src/lib/theme.ts). */
const THEMES = {
  dark: { title: 'Dark', scheme: 'dark', contrast: false },
  light: { title: 'Light', scheme: 'light', contrast: false },
  'dark-contrast': { title: 'High contrast (dark)', scheme: 'dark', contrast: true },
  'light-contrast': { title: 'High contrast (light)', scheme: 'light', contrast: true },
} as const
type ThemeName = keyof typeof THEMES

function applyStoryTheme(name: ThemeName) {
  const theme = THEMES[name] ?? THEMES.dark
  const root = document.documentElement
  root.dataset.theme = theme.scheme
  if (theme.contrast) root.dataset.contrast = 'more'
  else delete root.dataset.contrast
}

// The demo's own handler list: these survive the addon's reset between stories, and a story
// may still add overrides with `parameters.msw` or `context.msw.use(...)`.
const startWorker = mswLoader(async () => {
  const worker = setupWorker(...handlers)
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
  return worker
})

/** Re-renders the story when the language changes, as the app's root does (a new element each time). */
function InLanguage({ story: Story }: { story: ComponentType }) {
  useSyncExternalStore(subscribeLanguage, languageVersion)
  return <Story />
}

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
      // The toolbar's language (a story may set `globals: { locale }`), its messages loaded first.
      await startLanguage({ offered: LANGUAGE_CODES, fallback: 'en', texts: {} })
      await setLanguage((context.globals.locale as Language | undefined) ?? 'en')
    },
  ],
  parameters: {
    layout: 'fullscreen',
    // axe runs on every story; serious or critical findings fail the story in the test run
    a11y: { test: 'error' },
    // The story's frame paints the theme's own page (bg-console), and <body> too (src/theme.css).
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Console theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: Object.entries(THEMES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'The console language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_CODES.map((code) => ({ value: code, title: LANGUAGE_NAMES[code] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  decorators: [
    // A new query cache per story: no story sees another's data.
    (Story, context) => {
      applyStoryTheme(context.globals.theme as ThemeName)
      return (
        <StoryData key={context.id}>
          <div className="bg-console min-h-dvh px-4 py-6 text-fg sm:px-8 sm:py-10">
            <InLanguage story={Story} />
          </div>
          <NoticeBanners />
        </StoryData>
      )
    },
  ],
}

export default preview
