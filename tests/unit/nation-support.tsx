// What the nation and treasury tests share: the cast of the `minimal` world and a session as one
// of them (tests/support/sign-in.ts).
import { ECONOMY_FIXTURES } from '@mocks/scenarios/economy'

export { signInAs } from '../support/sign-in'
export { stubResizeObserver } from '../support/resize-observer'

/** The `minimal` world's cast for the three views of a nation (mocks/scenarios). */
export const CAST = {
  /** Officer of the Aurelian Republic, which has the $AR currency and a UBI policy. */
  officer: 'Aurelia Voss',
  /** Citizen of the Aurelian Republic. */
  citizen: 'Mira Quill',
  /** In no nation. */
  outsider: 'Cassius Thorne',
  /** Officer of the Kingdom of Norvale, which has no currency. */
  officerWithoutCurrency: ECONOMY_FIXTURES.otherNationOfficer,
} as const

export const AR = ECONOMY_FIXTURES.playerNation
export const NV = ECONOMY_FIXTURES.otherNation
