// Texts of the shared helpers in src/lib (dates, money, rates): lib/ may not import the features'
// or the ui's tables, so its words have their own table and catalogue area (lib), which the login does not load.
import { icu, localised } from './i18n/runtime'

export const LIB_TEXTS = localised('lib', 'LIB_TEXTS', {
  /** A missing or invalid date. */
  unknown: 'Unknown',
  /** After an amount whose currency is not known: "2 (currency unknown)". */
  currencyUnknown: '(currency unknown)',
  perWeek: icu((rate: string) => `${rate} per week`, '{rate} per week'),
  aYear: icu((rate: string) => `${rate} a year`, '{rate} a year'),
  overAYear: icu((rate: string) => `over ${rate} a year`, 'over {rate} a year'),
  /** Relative times as English (and the pseudo-locale) says them; other languages use Intl. */
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: icu(
    (n: number) => `${n} day${n === 1 ? '' : 's'} ago`,
    '{n, plural, one {# day ago} other {# days ago}}',
  ),
  weeksAgo: icu(
    (n: number) => `${n} week${n === 1 ? '' : 's'} ago`,
    '{n, plural, one {# week ago} other {# weeks ago}}',
  ),
  monthsAgo: icu(
    (n: number) => `${n} month${n === 1 ? '' : 's'} ago`,
    '{n, plural, one {# month ago} other {# months ago}}',
  ),
  yearsAgo: icu(
    (n: number) => `${n} year${n === 1 ? '' : 's'} ago`,
    '{n, plural, one {# year ago} other {# years ago}}',
  ),
} as const)
