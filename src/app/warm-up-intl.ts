// The first Intl formatter a page makes sets up ICU's locale data: 5 to 30 ms at full CPU speed,
// four times that on a phone. The number and date helpers (src/lib/format.ts, src/lib/time.ts)
// make theirs when their module loads, so whichever chunk first imported them paid it inside the
// task that evaluated that chunk, on top of the chunk's own work. Made here first, one kind per
// idle period, each is a short task of its own, and the formatters made later cost little.

const LOCALE = 'en-US'

/** The number formats and plural rules of src/lib/format.ts. */
export function warmUpNumberFormats(): void {
  new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(1250.5)
  new Intl.PluralRules(LOCALE).select(1)
}

/** The date formats of src/lib/time.ts. */
export function warmUpDateFormats(): void {
  new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' }).format(0)
}
