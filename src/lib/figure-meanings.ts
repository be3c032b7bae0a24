// What the market and bank figures mean, one line each (from the server rules), so a player can
// trust "PPP 66.53" or "Interest success 26 %": shown on hover, focus and tap where the figure
// stands (All Banks, Compare Offerings, Markets) and under the measure Rankings orders by.
export const FIGURE_MEANINGS = {
  interestSuccess:
    'Interest success: the share of the interest this bank owed its accounts that it actually paid.',
  noInterestHistory: 'No interest history yet: the bank has no accounts.',
  ppp: 'Purchasing power index: 100 is the median currency; above 100 buys more, below buys less.',
  inflationRisk:
    'Inflation risk: how much of the supply was minted in the last 30 days (Low under 5 %, Moderate under 20 %, else High).',
  supplyPerCapita:
    'Supply per capita: the money in circulation per member of the issuing nation, in its own currency.',
  supply:
    'Supply: the money in circulation, each in its own currency. Different currencies do not compare by it.',
} as const
