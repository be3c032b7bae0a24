// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readNation } from '@/api/nations'
import { supplyEffect, ubiCost, ubiRecipients } from '@/features/nations/treasury/figures'

describe('mint and burn effect', () => {
  it('a mint adds to the treasury and to the supply', () => {
    expect(supplyEffect('mint', 1000, 7380, 9700)).toEqual({
      balanceBefore: 7380,
      balanceAfter: 8380,
      supplyBefore: 9700,
      supplyAfter: 10700,
      exceedsBalance: false,
      refusal: null,
      tooLarge: false,
    })
  })

  it('a burn takes from both and says when it is more than the treasury holds', () => {
    expect(supplyEffect('burn', 300, 7380, 9700)).toMatchObject({ balanceAfter: 7080, supplyAfter: 9400 })
    expect(supplyEffect('burn', 7380, 7380, 9700).exceedsBalance).toBe(false)
    expect(supplyEffect('burn', 7381, 7380, 9700).exceedsBalance).toBe(true)
  })

  it('keeps an unknown supply unknown', () => {
    expect(supplyEffect('mint', 5, 0, null)).toMatchObject({ supplyBefore: null, supplyAfter: null })
  })

  it('never previews a negative treasury or supply: an impossible burn says why instead', () => {
    expect(supplyEffect('burn', 7381, 7380, 9700, '$AR')).toEqual({
      balanceBefore: 7380,
      balanceAfter: null,
      supplyBefore: 9700,
      supplyAfter: null,
      exceedsBalance: true,
      refusal: 'That is more than the treasury holds ($AR\u00a07,380): the server will refuse it.',
      tooLarge: false,
    })
    expect(supplyEffect('burn', 50, 100, 40, '$AR')).toMatchObject({
      balanceAfter: null,
      supplyAfter: null,
      refusal: "That is more than the currency's total supply ($AR\u00a040): the server will refuse it.",
    })
  })
})

describe('mint near the largest exact amount', () => {
  const MAX = Number.MAX_SAFE_INTEGER
  const tooLarge = (what: string) =>
    `The ${what} would pass 9,007,199,254,740,991, the largest amount kept exactly: mint less.`

  it('previews a mint that lands exactly on the largest amount', () => {
    expect(supplyEffect('mint', MAX - 10, 10, 0)).toMatchObject({
      balanceAfter: MAX,
      supplyAfter: MAX - 10,
      refusal: null,
    })
  })

  it('refuses one unit more, for the balance and for the supply', () => {
    expect(supplyEffect('mint', MAX - 9, 10, 10)).toMatchObject({
      balanceAfter: null,
      supplyAfter: null,
      refusal: tooLarge('treasury balance'),
    })
    expect(supplyEffect('mint', 10, 10, MAX - 9)).toMatchObject({
      balanceAfter: null,
      refusal: tooLarge('total supply'),
    })
  })

  it('refuses the largest amount minted into a treasury that holds anything (the issue: $AR 9,007,199,255,062,988)', () => {
    expect(supplyEffect('mint', MAX, 321_997, 9_700).refusal).toBe(tooLarge('treasury balance'))
  })

  it('every pair of whole amounts: an after is shown only when it is exact', () => {
    for (const balance of [0, 1, 2, 1000, MAX - 1, MAX]) {
      for (const amount of [1, 2, MAX - balance, MAX - balance + 1, MAX]) {
        const effect = supplyEffect('mint', amount, balance, null)
        const exact = BigInt(balance) + BigInt(amount)
        if (exact <= BigInt(MAX)) expect(effect.balanceAfter).toBe(Number(exact))
        else expect(effect.balanceAfter).toBeNull()
      }
    }
  })
})

describe('UBI cost', () => {
  const nation = readNation({
    name: 'Aurelian Republic',
    officers: [{ name: 'Aurelia Voss' }],
    citizens: [{ name: 'Mira Quill' }, { name: 'Tomas Reed' }, { name: 'Old Tobias', isDeceased: true }],
  })

  it('counts the living members, officers included: the server pays each of them', () => {
    expect(ubiRecipients(nation)).toBe(3)
  })

  it('counts every member when a server sends no member lists', () => {
    expect(ubiRecipients(readNation({ name: 'Bare', totalMembers: 12 }))).toBe(12)
  })

  it('prices one distribution against the balance in its currency', () => {
    const balances = [
      { currencySymbol: '$NV', balance: 1_000_000 },
      { currencySymbol: '$AR', balance: 7380 },
    ]
    expect(ubiCost({ amountPerCitizen: 25, currencySymbol: '$AR' }, 3, balances)).toEqual({
      recipients: 3,
      cost: 75,
      balance: 7380,
      covers: 98,
      affordable: true,
    })
  })

  it('flags a policy the treasury cannot pay', () => {
    const cost = ubiCost({ amountPerCitizen: 60, currencySymbol: '$IH' }, 14, [
      { currencySymbol: '$IH', balance: 839 },
    ])
    expect(cost).toMatchObject({ cost: 840, covers: 0, affordable: false })
    // No balance in that currency at all.
    expect(ubiCost({ amountPerCitizen: 1, currencySymbol: '$ZZ' }, 1, []).affordable).toBe(false)
  })

  it('has nothing to cover when nobody can be paid', () => {
    expect(ubiCost({ amountPerCitizen: 10, currencySymbol: '$AR' }, 0, [])).toMatchObject({
      cost: 0,
      covers: null,
      affordable: true,
    })
  })
})
