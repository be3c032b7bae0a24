import type { TestRunnerConfig } from '@storybook/test-runner'
import { getStoryContext } from '@storybook/test-runner'
import { getViolations, injectAxe } from 'axe-playwright'

// Only these impacts fail a story; minor and moderate findings are left to review in the a11y panel.
const FAILING_IMPACTS = new Set(['serious', 'critical'])

/**
 * Every story passes an axe check. When a story (or preview) sets `parameters.a11y.test: 'error'`
 * the test-runner's own addon-a11y integration already fails it, so we only run axe ourselves for
 * stories that did not opt in, and never for stories that switched a11y off on purpose.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    // Transitions finish instantly in the test run, so a play function never races a dialog's
    // enter/leave animation and axe never measures a half-faded colour. The preview page is reused
    // between stories, hence the id check.
    await page.evaluate(() => {
      if (document.getElementById('test-runner-no-motion')) return
      const style = document.createElement('style')
      style.id = 'test-runner-no-motion'
      style.textContent =
        '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; animation-duration: 0s !important; animation-delay: 0s !important; }'
      document.head.appendChild(style)
    })
  },
  async postVisit(page, context) {
    let parameters: Record<string, unknown> | undefined
    try {
      parameters = (await getStoryContext(page, context)).parameters
    } catch {
      // The preview navigated away (the runner retries such stories); the story's own result stands.
      return
    }
    const a11y = (parameters?.a11y ?? {}) as { disable?: boolean; test?: string }
    if (a11y.disable === true || a11y.test === 'off' || a11y.test === 'error') return

    // The preview page is reused between stories, so axe is injected once per page.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page)
    // Headless UI renders dialogs and listboxes in portals on <body>, outside #storybook-root.
    const violations = await getViolations(
      page,
      {
        include: [['body']],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      { resultTypes: ['violations'] },
    )
    const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact))
    if (failing.length === 0) return

    const report = failing
      .map((v) => {
        const targets = v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}`)
          .join('\n')
        return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${targets}`
      })
      .join('\n')
    throw new Error(
      `${failing.length} serious/critical accessibility violation(s) in ${context.id}:\n${report}`,
    )
  },
}

export default config
