import { localised } from '@/lib/i18n/runtime'
/** The demo banner's texts (its own module: the banner and its lazily loaded controls share them). */
export const DEMO_TEXTS = localised('demo', 'DEMO_TEXTS', {
  banner: 'Demo mode: this console runs against a fake game world, and your data lives in this browser only.',
  short: 'Demo mode',
  menu: 'Demo options',
  reset: 'Reset demo data',
  confirm:
    'This restores the seeded demo world in this browser and switches off injected faults. Every change you made is lost and you are signed out.',
  resetting: 'Resetting...',
  resetDone: 'Demo data was reset to the seeded world.',
  resetFailed: 'Demo data could not be reset',
  advance: 'Advance one week',
  advanceDone: 'One week passed in the demo world.',
  advanceFailed: 'The demo week could not be advanced',
} as const)
