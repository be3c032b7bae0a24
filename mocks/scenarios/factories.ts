// Factories for seeding, Mirage-style: each builds the smallest valid input and takes overrides;
// offering "traits" (basic, savings, overdraft, legacy) name the variants the worlds use.

import type { OfferingInput } from '../rules/banks'
import { character, type Actor } from '../rules/permissions'
import type { PartyType, World } from '../rules/world'

/** Moves a replay's clock to `when` (ms). */
export const at = (world: World, when: number) => {
  world.now = new Date(when)
}

/** A character acting in a replay, by its stored spelling. */
export const actor = (world: World, name: string): Actor => character(world.character(name)?.name ?? name)

/** A transfer's input. */
export function move(
  currencySymbol: string,
  amount: number,
  from: [PartyType, string],
  to: [PartyType, string],
  description: string,
) {
  const [fromType, fromId] = from
  const [toType, toId] = to
  return { currencySymbol, amount, fromType, fromId, toType, toId, description }
}

/** The smallest valid offering: no interest, no fees, no limits. */
export const PLAIN_OFFERING: Omit<OfferingInput, 'name' | 'description'> = {
  interestRateBasisPoints: 0,
  maintenanceFeeAmount: 0,
  minimumBalance: 0,
  maximumBalance: null,
  overdraftAllowed: false,
  overdraftLimit: 0,
  overdraftFeeAmount: 0,
}

/** An overdraft offering's words, naming its own limit: a seeded text never contradicts its numbers. */
function overdraftDescription(limit: number): string {
  return `Spend up to ${limit} beyond your balance; a fee each week you are below zero.`
}

/** Offering traits: what makes each kind of account what it is. */
const OFFERING_TRAITS = {
  basic: {
    name: 'Basic Account',
    description: 'Everyday account. No interest, a small weekly fee.',
    maintenanceFeeAmount: 2,
  },
  savings: {
    name: 'Savings Plus',
    description: 'Weekly interest on every positive balance, capped balance, no fee.',
    interestRateBasisPoints: 40,
    maximumBalance: 250_000,
  },
  overdraft: {
    name: 'Flex Overdraft',
    description: overdraftDescription(500),
    maintenanceFeeAmount: 3,
    overdraftAllowed: true,
    overdraftLimit: 500,
    overdraftFeeAmount: 6,
  },
  legacy: {
    name: 'Legacy Gold',
    description: 'The old premium account. Closed to new customers.',
    interestRateBasisPoints: 120,
    maintenanceFeeAmount: 5,
    minimumBalance: 1000,
  },
} satisfies Record<string, Partial<OfferingInput> & Pick<OfferingInput, 'name' | 'description'>>

export type OfferingKind = keyof typeof OFFERING_TRAITS

/** An offering of one kind, with overrides (a bank's own name, rate or fee). */
export function offeringFor(kind: OfferingKind, overrides: Partial<OfferingInput> = {}): OfferingInput {
  const offering = { ...PLAIN_OFFERING, ...OFFERING_TRAITS[kind], ...overrides }
  // A bank's own limit ("Sailor Credit", $EC 300) is the limit its description names.
  if (kind === 'overdraft' && overrides.description === undefined) {
    offering.description = overdraftDescription(offering.overdraftLimit)
  }
  return offering
}
