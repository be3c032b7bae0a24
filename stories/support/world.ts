// Stories run on the real fake backend (the demo's handler list), seeded with a small named
// world and signed in through the real login and select-character calls. A story states its
// world in `parameters.world`; failures come from the fault switch, never from a second backend.

import { login, DIVINE_ENTITY } from '@/api/auth'
import { selectRequest } from '@/features/characters/select-flow'
import { setApiTimeoutForTests } from '@/api/client'
import type { QueryClient } from '@tanstack/react-query'
import { createQueryClient } from '@/api/query'
import { fetchUgcStatus, systemKeys, UGC_ENABLED } from '@/api/system'
import type { UgcStatus } from '@/api/auth.types'
import { clearBackSteps } from '@/lib/back-stack'
import { forgetWorldTime } from '@/lib/world-time'
import { DEFAULT_CONFIG, type AppConfig } from '@/config/config'
import { setRuntimeConfig } from '@/config/runtime'
import { toAuthData } from '@/features/auth/login-flow'
import { characterSelected, logout, signedIn } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { resetGame } from '@/state/game'
import { demo, setDemoControls } from '@/state/demo'
import { clearFaults, getFaults, hangs, onFaultsChange, setFaults, type FaultConfig } from '@mocks/faults'
import { checkLedger } from '@mocks/rules/check-ledger'
import { advanceOneWeek } from '@mocks/rules/economy-cycle'
import { loadScenario, type ScenarioName } from '@mocks/scenarios'
import type { LargeSizes } from '@mocks/scenarios/large-sizes'
import { DEMO_ACCOUNTS, MINIMAL_ACCOUNTS, type DemoAccount } from '@mocks/scenarios/identity'
import { setUgcEnabled } from '@mocks/rules/settings'

export interface StoryWorld {
  /** The seeded world (default 'minimal'). */
  scenario?: ScenarioName
  /** `large` only: its sizes (MID_SIZES keeps a story fast with a few hundred items per list). */
  sizes?: Partial<LargeSizes>
  /**
   * Sign in as this character (its account is found among the demo and minimal accounts), as
   * `'Divine Entity'` for DemoAdmin's admin panel, or as `{ account: 'DemoNewbie' }` to stop at
   * character selection. Absent: nobody is signed in (the login screen).
   */
  signedInAs?: string | { account: string }
  /** Faults switched on after sign-in, so they hit the story's own calls only. */
  faults?: FaultConfig
  /** Turn user-generated content off before the story. */
  ugcEnabled?: boolean
  /** Changes to the world before sign-in (rows the scenario does not have). */
  prepare?: () => void | Promise<void>
  /**
   * The API time-out for this story's own calls (set after sign-in), in ms (default the
   * product's 10 s): `failing(call, 'timeout')` sets a short one.
   */
  apiTimeoutMs?: number
  /**
   * The API time-out of the calls the fault switch holds unanswered (`hang`), in ms; the story's
   * other calls keep the product's 10 s, however busy the machine. `failing(call, 'timeout')`
   * sets it.
   */
  hungCallTimeoutMs?: number
  /** The console's config for this story (default: demo mode, the API on Storybook's origin). */
  config?: Partial<AppConfig>
  /** A config.json problem the console reports (the notice in the page frame). */
  configProblem?: string
  /**
   * The demo backend's controls, wired as main.tsx wires them (the banner's Reset, Advance one
   * week, the demo tools): the real fault switch, ledger checker and economy cycle, and a reset
   * that reloads this story's world. Default false: the console runs as in live mode.
   */
  demoControls?: boolean
}

/**
 * The large world's generator at a few hundred items per list: enough to see that a list renders
 * only what is on screen and searches it, small enough to seed in a second or two.
 */
export const MID_SIZES: Partial<LargeSizes> = {
  characters: 1_200,
  nations: 300,
  currencies: 300,
  banks: 300,
  bankAccounts: 600,
  ledgerRows: 1_500,
  historyDays: 60,
}

/** The config every story starts from: demo mode, API calls to Storybook's own origin (the worker). */
export const STORY_CONFIG: AppConfig = { ...DEFAULT_CONFIG, mode: 'demo', apiUrl: '' }

/** "Now" for every story of this Storybook session: one seeded copy serves them all. */
const STORY_NOW = new Date()

const ACCOUNTS: readonly DemoAccount[] = [...Object.values(DEMO_ACCOUNTS), ...MINIMAL_ACCOUNTS]

function accountOf(who: NonNullable<StoryWorld['signedInAs']>): DemoAccount {
  const found =
    typeof who === 'object'
      ? ACCOUNTS.find((a) => a.username === who.account)
      : who === DIVINE_ENTITY
        ? DEMO_ACCOUNTS.admin
        : ACCOUNTS.find((a) => a.characters.some((c) => c.name === who))
  if (!found) throw new Error(`No seeded account for ${JSON.stringify(who)}`)
  return found
}

/** Signs in through the real calls, as the login and character screens would. */
export async function signInAs(who: NonNullable<StoryWorld['signedInAs']>): Promise<void> {
  const account = accountOf(who)
  const auth = toAuthData(await login(account.uuid, account.password), {
    uuid: account.uuid,
    password: account.password,
  })
  signedIn(auth)
  if (typeof who === 'object') return
  // The character screen's own request: the same session record and fresh character.
  const selection = await selectRequest(auth, who)
  characterSelected(selection.session, selection.character)
}

/** The demo controls main.tsx hands the app, on the story's world. */
function wireDemoControls(scenario: ScenarioName) {
  setDemoControls({
    resetDemoData: () => loadScenario(scenario, { now: STORY_NOW, clock: 'live' }),
    advanceOneWeek: async () => void advanceOneWeek(),
    faults: { get: getFaults, set: setFaults, clear: clearFaults, subscribe: onFaultsChange },
    checkLedger: () => checkLedger(),
  })
}

function unwireDemoControls() {
  demo.active = false
  demo.starting = false
  demo.busy = false
  demo.controls = null
  demo.startError = null
}

let ugcAtStart: UgcStatus = UGC_ENABLED

/** The story's query cache, holding the UGC flag the fake backend answered before it rendered. */
export function storyQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setQueryData(systemKeys.ugcStatus(), ugcAtStart)
  return client
}

/**
 * Focus where a fresh page has it: on the body. The runner reuses the page across stories (of
 * any title), so the last story's focused element is about to be removed; the app's focus rescue
 * (src/lib/focus-rescue.ts, once installed) would then move focus into the next story's first
 * button, where its Tab or focus checks would start. A focusin on the body is how the rescue
 * learns that focus is on the body, with nothing to rescue.
 */
function startFocusOnBody() {
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body) active.blur()
  document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
}

/** Loader for every story: a fresh world, a clean app state, the story's session and faults. */
export async function prepareWorld(world: StoryWorld = {}): Promise<void> {
  // The runner reuses the page: the last story's Back steps (an open dialog, an area, the game)
  // leave the history first, or the browser's Back in this story would land in that one's.
  await Promise.race([clearBackSteps(), new Promise((resolve) => setTimeout(resolve, 1000))])
  startFocusOnBody()
  clearFaults()
  logout()
  clearNotices()
  resetGame()
  // The page outlives the story: a world clock learnt in the last one (a week advanced) is not this one's.
  forgetWorldTime()
  setApiTimeoutForTests(null)
  setRuntimeConfig({ ...STORY_CONFIG, ...world.config }, world.configProblem ?? null)
  const scenario = world.scenario ?? 'minimal'
  if (world.demoControls) wireDemoControls(scenario)
  else unwireDemoControls()
  // A sized world is small enough to keep a copy of: the next story with it restores that copy.
  await loadScenario(scenario, {
    now: STORY_NOW,
    clock: 'live',
    sizes: world.sizes,
    cache: world.sizes && true,
  })
  if (world.ugcEnabled === false) setUgcEnabled(false)
  // Asked before the story renders, as the console asks on load: the story's cache starts with it.
  ugcAtStart = await fetchUgcStatus().catch(() => UGC_ENABLED)
  await world.prepare?.()
  if (world.signedInAs) await signInAs(world.signedInAs)
  // After sign-in, so a short time-out and the faults hit the story's own calls only.
  if (world.apiTimeoutMs) setApiTimeoutForTests(world.apiTimeoutMs)
  else if (world.hungCallTimeoutMs) {
    // The switch sees whole addresses; the console's are relative to the page in stories.
    setApiTimeoutForTests(world.hungCallTimeoutMs, (method, url) =>
      hangs(method, new URL(url, location.href).href),
    )
  }
  if (world.faults) setFaults(world.faults)
}

/**
 * How long a play function waits for anything: calls go through the service worker, areas are
 * lazy chunks and dialogs animate, and on a busy 2-core machine that takes seconds. The one wait
 * of every story (a passing wait returns at once); under the runner's 30 s per story.
 */
export const SETTLE = { timeout: 15_000 }
