// Groups a Storybook index's stories into a few batches for the test runner. The runner makes one
// Jest test file of each story title, and every test file pays a fixed set-up of seconds (a Jest
// sandbox loading the runner's modules, a fresh browser context opening the preview, the mock
// service worker registering, the story world seeded without the page's cache): with 56 titles
// that set-up was most of the stage. A batch is one test file holding several titles' stories,
// each title's stories together and in their order, so they share one page as a title's stories
// always did.
import { sanitize } from 'storybook/internal/csf'

/** Stories a batch aims at: enough to spread the set-up thin, few enough to share the workers. */
const STORIES_PER_BATCH = 80

/**
 * The index the runner reads: the stories of the titles whose id matches one of `patterns` (as
 * the runner matches its test files, `<title-id>.test.js`; no patterns: all), in `batches`
 * titled "Stories k of n"; each story's name carries its own title ("Screens/Login › Idle").
 */
export function batchIndex(index, { patterns = [], workers = 2 } = {}) {
  const byTitle = new Map()
  for (const entry of Object.values(index.entries)) {
    if (entry.type === 'docs') continue
    const file = `${sanitize(entry.title)}.test.js`
    if (patterns.length && !patterns.some((pattern) => new RegExp(pattern).test(file))) continue
    if (!byTitle.has(entry.title)) byTitle.set(entry.title, [])
    byTitle.get(entry.title).push(entry)
  }
  const titles = [...byTitle.values()]
  const total = titles.reduce((sum, stories) => sum + stories.length, 0)
  const count = Math.min(titles.length, Math.max(workers, Math.ceil(total / STORIES_PER_BATCH)))
  // Largest titles first, each into the batch with the fewest stories so far.
  const batches = Array.from({ length: count }, () => ({ size: 0, titles: [] }))
  for (const stories of [...titles].sort((a, b) => b.length - a.length)) {
    const lightest = batches.reduce((min, batch) => (batch.size < min.size ? batch : min))
    lightest.titles.push(stories)
    lightest.size += stories.length
  }
  const entries = {}
  batches.forEach((batch, i) => {
    const title = `Stories ${i + 1} of ${count}`
    for (const stories of batch.titles)
      for (const story of stories)
        entries[story.id] = { ...story, title, name: `${story.title} › ${story.name}` }
  })
  return { ...index, entries }
}

// test-storybook's options that take a value: what follows them is not a file pattern.
const WITH_VALUE = new Set(['--url', '-c', '--config-dir', '--maxWorkers', '--testTimeout', '--shard'])
const WITH_VALUES = new Set(['--browsers', '--includeTags', '--excludeTags', '--skipTags'])

/** Splits test-storybook arguments into file patterns and the rest. */
export function splitPatterns(args) {
  const patterns = []
  const rest = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (!arg.startsWith('-')) {
      patterns.push(arg)
      continue
    }
    rest.push(arg)
    if (arg.includes('=')) continue
    if (WITH_VALUE.has(arg) && i + 1 < args.length) rest.push(args[++i])
    else if (WITH_VALUES.has(arg))
      while (i + 1 < args.length && !args[i + 1].startsWith('-')) rest.push(args[++i])
  }
  return { patterns, rest }
}
