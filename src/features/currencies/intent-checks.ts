import { fetchCurrencies } from '@/api/currencies'
import type { IntentCheck } from '@/api/intent'
import { icu, localised } from '@/lib/i18n/runtime'

/** What Create Currency reads back after an unknown outcome (src/api/intent.ts): the currencies. */
export const CURRENCY_CHECK = localised('currencies', 'CURRENCY_CHECK', {
  whether: icu(
    (name: string) => `whether the currency ${name} was created`,
    'whether the currency {name} was created',
  ),
  where: 'the list of currencies',
  again: 'Creating it again',
  found: icu(
    (nation: string, name: string, symbol: string) => `${nation} has its currency: ${name} (${symbol}).`,
    '{nation} has its currency: {name} ({symbol}).',
  ),
  notFound: icu(
    (nation: string) => `The list of currencies has none issued by ${nation}.`,
    'The list of currencies has none issued by {nation}.',
  ),
} as const)

/** After an unknown Create Currency: does the nation issue a currency now? */
export async function checkCurrencyCreated(nation: string): Promise<IntentCheck> {
  const currencies = await fetchCurrencies()
  const issued = currencies.find((c) => c.issuingNation.trim().toLowerCase() === nation.trim().toLowerCase())
  return issued
    ? { found: true, text: CURRENCY_CHECK.found(nation, issued.name, issued.symbol) }
    : { found: false, text: CURRENCY_CHECK.notFound(nation) }
}
