import { icu, localised } from '@/lib/i18n/runtime'
import { failureTable } from '@/api/failure'

// The Create Currency dialog's texts. Banking and the treasury panel open the same dialog; the
// spec gives each its own title, required-field message and failure wording (sections 5 and 8).

export type CreateCurrencyFlavour = 'banking' | 'treasury'

const common = {
  nameLabel: 'Currency name',
  namePlaceholder: 'e.g. Aurelian Crown',
  issuingNation: 'Issuing nation',
  symbol: 'Symbol',
  submit: 'Create Currency',
  busy: 'Creating...',
  /** Shown when the server confirmed without a message of its own. */
  created: icu(
    (name: string, nation: string) => `${name} created for ${nation}`,
    '{name} created for {nation}',
  ),
}

export const CREATE_CURRENCY_TEXTS: Record<
  CreateCurrencyFlavour,
  typeof common & {
    title: string
    description: (nation: string) => string
    required: string
    /** Under the empty name field (the treasury's "required" is about that field alone). */
    nameMissing: string
    /** How the symbol the server will make is described, from the nation's abbreviation. */
    symbolDetails: (abbreviation: string) => string
  }
> = localised('currencies', 'CREATE_CURRENCY_TEXTS', {
  banking: {
    ...common,
    title: 'Create New Currency',
    description: icu(
      (nation) =>
        `The national currency of ${nation}. A nation has one currency, and it cannot be renamed later.`,
      'The national currency of {nation}. A nation has one currency, and it cannot be renamed later.',
    ),
    required: 'Please fill in all required fields',
    nameMissing: 'Enter the currency name',
    symbolDetails: icu(
      (abbreviation) => `$${abbreviation} (Made by the server from the nation's abbreviation.)`,
      "${abbreviation} (Made by the server from the nation's abbreviation.)",
    ),
  },
  treasury: {
    ...common,
    title: 'Create Currency',
    description: icu(
      () => 'A nation has one national currency. The Mint dialog opens as soon as it exists.',
      'A nation has one national currency. The Mint dialog opens as soon as it exists.',
    ),
    required: 'Please fill in the currency name',
    nameMissing: 'Please fill in the currency name',
    symbolDetails: icu(
      (abbreviation) => `Made by the server from the abbreviation ${abbreviation} ($${abbreviation})`,
      'Made by the server from the abbreviation {abbreviation} (${abbreviation})',
    ),
  },
})

/** Banking's banners put the spec's prefix before the server's text; the treasury panel does not. */
export const CREATE_CURRENCY_FAILURES = localised(
  'currencies',
  'CREATE_CURRENCY_FAILURES',
  failureTable<CreateCurrencyFlavour>({
    banking: { fallback: 'Failed to create currency', prefix: 'Failed to create currency: ' },
    treasury: { fallback: 'Failed to create currency' },
  }),
)
