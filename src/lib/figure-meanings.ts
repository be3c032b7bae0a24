import { localised } from '@/lib/i18n/runtime'

// What the market and bank figures mean, one line each (from the server rules), so a player can
// trust "PPP 66.53" or "Interest success 26 %": a popover on hover, focus and tap where the figure
// stands (All Banks, Compare Offerings, Markets, Rankings). Their own catalogue area ("figures"):
// banking and insights both show them, and neither should load the other's messages for them.
export const FIGURE_MEANINGS = localised('figures', 'FIGURE_MEANINGS', {
  interestSuccess:
    'Interest success: the share of the interest this bank owed its accounts that it actually paid.',
  noInterestHistory: 'No interest history yet: the bank has no accounts.',
  ppp: 'Purchasing power index: 100 is the median currency; above 100 buys more, below buys less.',
  inflationRisk:
    'Inflation risk: how much of the supply was minted in the last 30 days (Low under 5%, Moderate under 20%, else High).',
  supplyPerCapita:
    'Supply per capita: the money in circulation per member of the issuing nation, in its own currency.',
  supply:
    'Supply: the money in circulation, each in its own currency. Different currencies do not compare by it.',
} as const)
