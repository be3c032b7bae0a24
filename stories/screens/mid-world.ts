// A mid-sized world for stories of long lists: the `minimal` world with a few hundred more banks
// (3 to 6 offerings each, as the large world gives them), built through the same rules as every
// world, so the story's calls are answered like any others. Big enough to need virtual rows and
// bounded fan-out, small enough for the normal story run.
import { createBank, createOffering } from '@mocks/rules/banks'
import { liveWorld } from '@mocks/rules/live'
import { character } from '@mocks/rules/permissions'
import { offeringFor, type OfferingKind } from '@mocks/scenarios/factories'

/** The extra banks' ids and names: M001 "Merchant House 1" and on. */
export const midBankId = (i: number) => `M${String(i).padStart(3, '0')}`
export const midBankName = (i: number) => `Merchant House ${i}`

const KINDS: { kind: OfferingKind; name?: string }[] = [
  { kind: 'basic' },
  { kind: 'savings' },
  { kind: 'overdraft' },
  { kind: 'savings', name: 'Youth Saver' },
  { kind: 'legacy' },
  { kind: 'basic', name: 'Merchant Account' },
]

/** `prepare` of a story world: `count` banks in the Aurelian Republic, all run by Aurelia Voss. */
export const withManyBanks =
  (count = 300) =>
  () => {
    const world = liveWorld()
    const officer = character('Aurelia Voss')
    for (let i = 1; i <= count; i++) {
      const bank = createBank(world, officer, {
        bankId: midBankId(i),
        name: midBankName(i),
        jurisdictionNation: 'Aurelian Republic',
      })
      for (const { kind, name } of KINDS.slice(0, 3 + (i % 4))) {
        const base = offeringFor(kind)
        createOffering(
          world,
          officer,
          bank,
          offeringFor(kind, {
            ...(name ? { name } : {}),
            interestRateBasisPoints: base.interestRateBasisPoints + ((i * 7) % 40),
          }),
        )
      }
    }
  }
