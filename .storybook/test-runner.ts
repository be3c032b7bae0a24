import type { Page } from 'playwright-core'
import type { TestRunnerConfig } from '@storybook/test-runner'
import { getStoryContext } from '@storybook/test-runner'
import { getViolations, injectAxe } from 'axe-playwright'

// Only these impacts fail a story; minor and moderate findings are left to review in the a11y panel.
const FAILING_IMPACTS = new Set(['serious', 'critical'])

interface Violation {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown[]; html: string }[]
}

interface A11yReport {
  result?: { violations?: Violation[]; error?: unknown }
}

declare global {
  interface Window {
    __a11yReports?: Record<string, A11yReport | null>
  }
}

/**
 * Remembers the axe result that @storybook/addon-a11y computes after every story (it rides on the
 * STORY_FINISHED event), so postVisit can judge it without running axe a second time.
 * The preview page is reused between stories: install the listener once per page.
 */
async function collectA11yReports(page: Page) {
  await page.evaluate(() => {
    if (window.__a11yReports) return
    window.__a11yReports = {}
    const g = globalThis as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: { on: (event: string, cb: (payload: unknown) => void) => void }
      __STORYBOOK_MODULE_CORE_EVENTS__?: Record<string, string>
    }
    const event = g.__STORYBOOK_MODULE_CORE_EVENTS__?.STORY_FINISHED ?? 'storyFinished'
    g.__STORYBOOK_ADDONS_CHANNEL__?.on(event, (payload) => {
      const { storyId, reporters } = payload as { storyId: string; reporters?: { type: string }[] }
      const report = reporters?.find((r) => r.type === 'a11y') as A11yReport | undefined
      // Only what postVisit judges: whole axe results would pile up in the page the stories share.
      const error = report?.result?.error
      window.__a11yReports![storyId] = report
        ? { result: { violations: report.result?.violations, error: error ? String(error) : undefined } }
        : null
    })
  })
}

function describe(violations: Violation[], storyId: string): string {
  const report = violations
    .map((v) => {
      const targets = v.nodes
        .map((n) => `    ${n.target.map(String).join(' ')}\n      ${n.html.slice(0, 200)}`)
        .join('\n')
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${targets}`
    })
    .join('\n')
  return `${violations.length} serious/critical accessibility violation(s) in ${storyId}:\n${report}`
}

/**
 * The runner names a story's test "play-test" or "smoke-test" from the index's `play-fn` tag,
 * which Storybook sets by reading the source: a story a factory returns (`whenFailing(...)`,
 * `callFails(...)`) has a play it cannot see, so such files tag their meta `play-fn`. This keeps
 * the name true both ways: a story named a play-test has a play, and one with a play is not
 * reported as a smoke test.
 */
async function checkPlayLabel(page: Page, storyId: string) {
  const found = await page.evaluate(async (id) => {
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStore: {
            storyIndex: { entries: Record<string, { tags?: string[] }> }
            loadStory: (o: { storyId: string }) => Promise<{ playFunction?: unknown }>
          }
        }
      }
    ).__STORYBOOK_PREVIEW__.storyStore
    const story = await preview.loadStory({ storyId: id })
    return {
      hasPlay: typeof story.playFunction === 'function',
      tagged: preview.storyIndex.entries[id]?.tags?.includes('play-fn') ?? false,
    }
  }, storyId)
  if (found.hasPlay && !found.tagged)
    throw new Error(
      `${storyId} has a play the story index cannot see: it would be reported as a smoke test. Tag its meta 'play-fn' (a factory-made story) or write its play in the story object.`,
    )
  if (!found.hasPlay && found.tagged)
    throw new Error(`${storyId} is tagged 'play-fn' but has no play: give it one, or tag it '!play-fn'.`)
}

/** Where axe looks: Headless UI renders dialogs and listboxes in portals on <body>. */
const AXE_CONTEXT = {
  include: [['body']],
  exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
}

/**
 * The other themes each story's colours are checked in (the addon's run covers Dark, the
 * toolbar's default): every story in Light, the primitives of stories/ui in both High contrast
 * themes too. Only axe's color-contrast rule runs there: the other rules read the markup, which
 * a theme does not change. The theme is switched on <html> under the rendered story, as the app
 * does, with motion reduced so no colour transition is caught half-way.
 */
function themePasses(storyId: string): { theme: 'light' | 'dark'; contrast: boolean }[] {
  const light = { theme: 'light' as const, contrast: false }
  if (!storyId.startsWith('ui-')) return [light]
  return [light, { theme: 'dark', contrast: true }, { theme: 'light', contrast: true }]
}

async function contrastInOtherThemes(page: Page, storyId: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page)
  const failures: string[] = []
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const before = await page.evaluate(() => ({ ...document.documentElement.dataset }))
  try {
    for (const pass of themePasses(storyId)) {
      await page.evaluate(({ theme, contrast }) => {
        const root = document.documentElement
        root.dataset.theme = theme
        if (contrast) root.dataset.contrast = 'more'
        else delete root.dataset.contrast
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      }, pass)
      const violations = (await getViolations(page, AXE_CONTEXT, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
        resultTypes: ['violations'],
      })) as Violation[]
      const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact))
      if (failing.length > 0)
        failures.push(
          describe(failing, `${storyId} (${pass.theme}${pass.contrast ? ', high contrast' : ''})`),
        )
    }
  } finally {
    await page.evaluate(({ theme, contrast }) => {
      const root = document.documentElement
      root.dataset.theme = theme ?? 'dark'
      if (contrast) root.dataset.contrast = contrast
      else delete root.dataset.contrast
    }, before)
    await page.emulateMedia({ reducedMotion: null })
  }
  return failures
}

/**
 * Every story passes an axe check: serious or critical violations fail it, and so does text
 * below AA contrast in the other themes (contrastInOtherThemes). The axe run is the
 * addon's own (it honours each story's `parameters.a11y` context, rules and options); stories
 * that switch a11y off (`test: 'off'` or `disable: true`) are skipped. Should the addon produce no
 * report, axe runs here instead, so no story goes unchecked.
 */
const config: TestRunnerConfig = {
  /**
   * Opens the preview. .ci/test-stories.mjs hands the runner a story index of its own (stories
   * batched into a few test files) at another address than the build's, and says where the build
   * is in STORIES_PREVIEW_URL; by itself the runner opens iframe.html beside the index.
   */
  async prepare({ page }) {
    const base = process.env.STORIES_PREVIEW_URL ?? process.env.TARGET_URL
    await page.goto(new URL('iframe.html', base).toString(), { waitUntil: 'load' })
  },
  async preVisit(page) {
    await collectA11yReports(page)
  },
  async postVisit(page, context) {
    let parameters: Record<string, unknown> | undefined
    try {
      parameters = (await getStoryContext(page, context)).parameters
    } catch {
      // The preview navigated away (the runner retries such stories); the story's own result stands.
      return
    }
    if (!context.hasFailure) await checkPlayLabel(page, context.id)
    const a11y = (parameters?.a11y ?? {}) as { disable?: boolean; test?: string }
    if (a11y.disable === true || a11y.test === 'off') return

    const report = await page.evaluate((id) => {
      const found = window.__a11yReports?.[id] ?? null
      delete window.__a11yReports?.[id]
      return found
    }, context.id)
    if (report?.result?.error)
      throw new Error(`axe could not run on ${context.id}: ${String(report.result.error)}`)

    let violations = report?.result?.violations as Violation[] | undefined
    if (!violations) {
      if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page)
      // Headless UI renders dialogs and listboxes in portals on <body>, outside #storybook-root.
      violations = (await getViolations(page, AXE_CONTEXT, { resultTypes: ['violations'] })) as Violation[]
    }
    const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact))
    if (failing.length > 0) throw new Error(describe(failing, context.id))
    if (context.hasFailure) return
    const themed = await contrastInOtherThemes(page, context.id)
    if (themed.length > 0) throw new Error(themed.join('\n'))
  },
}

export default config
