import type { CreateOfferingRequest } from '@/api/banks.types'
import { readWholeAmount } from '@/lib/money'
import { BANKING_TEXTS as T } from './texts'

// The Create Offering form's checks (spec section 5): a name, interest 0-10000 basis points,
// every amount a whole number of at least 0, the maximum balance optional; an overdraft, when
// allowed, with a limit above 0.

export const INTEREST_MAX_BASIS_POINTS = 10_000

export interface OfferingFormValues {
  name: string
  description: string
  interestRateBasisPoints: string
  maintenanceFeeAmount: string
  minimumBalance: string
  maximumBalance: string
  overdraftAllowed: boolean
  overdraftLimit: string
  overdraftFeeAmount: string
}

export const EMPTY_OFFERING_FORM: OfferingFormValues = {
  name: '',
  description: '',
  interestRateBasisPoints: '0',
  maintenanceFeeAmount: '0',
  minimumBalance: '0',
  maximumBalance: '',
  overdraftAllowed: false,
  overdraftLimit: '0',
  overdraftFeeAmount: '0',
}

export type OfferingTerms = Omit<CreateOfferingRequest, 'createdBy'>

/** The form's fields a problem can be about. */
export type OfferingField = Exclude<keyof OfferingFormValues, 'description' | 'overdraftAllowed'>

/** `field`: the field the problem is about, which says it (issue 36: the field that is wrong). */
export type OfferingFormReading =
  { ok: true; terms: OfferingTerms } | { ok: false; message: string; field: OfferingField }

/** The amount typed, or `fallback` when nothing is; null when it is not a whole number >= 0. */
function whole(text: string, fallback: number | null): number | null | undefined {
  const reading = readWholeAmount(text)
  if (!reading.ok) return undefined
  return reading.value ?? fallback
}

/** Interest in basis points as typed, when it is a whole number within 0-10000. */
export function readBasisPoints(text: string): number | null {
  const value = whole(text, 0)
  return typeof value === 'number' && value <= INTEREST_MAX_BASIS_POINTS ? value : null
}

/** Overdraft allowed with a limit that is a whole 0 (or left empty): the one contradiction to say at the field. */
export const overdraftWithoutLimit = (
  values: Pick<OfferingFormValues, 'overdraftAllowed' | 'overdraftLimit'>,
) => values.overdraftAllowed && whole(values.overdraftLimit, 0) === 0

/** The request body the form stands for, or the first problem in the order of the fields. */
export function readOfferingForm(values: OfferingFormValues): OfferingFormReading {
  const fail = (field: OfferingField, message: string): OfferingFormReading => ({ ok: false, message, field })
  const name = values.name.trim()
  if (!name) return fail('name', T.offeringNameRequired)
  const interest = readBasisPoints(values.interestRateBasisPoints)
  if (interest === null) return fail('interestRateBasisPoints', T.interestRange)
  const fee = whole(values.maintenanceFeeAmount, 0)
  if (typeof fee !== 'number') return fail('maintenanceFeeAmount', T.wholeNumber(T.fieldNames.fee))
  const minimum = whole(values.minimumBalance, 0)
  if (typeof minimum !== 'number') return fail('minimumBalance', T.wholeNumber(T.fieldNames.minimum))
  const maximum = whole(values.maximumBalance, null)
  if (maximum === undefined) return fail('maximumBalance', T.wholeNumber(T.fieldNames.maximum))
  if (maximum !== null && maximum < minimum) return fail('maximumBalance', T.maximumBelowMinimum)
  let overdraftLimit = 0
  let overdraftFeeAmount = 0
  if (values.overdraftAllowed) {
    const limit = whole(values.overdraftLimit, 0)
    if (typeof limit !== 'number') return fail('overdraftLimit', T.wholeNumber(T.fieldNames.overdraftLimit))
    // Allowed with a limit of 0 allows nothing, and every screen would say "Up to $TM 0".
    if (limit <= 0) return fail('overdraftLimit', T.overdraftNeedsLimit)
    const overdraftFee = whole(values.overdraftFeeAmount, 0)
    if (typeof overdraftFee !== 'number')
      return fail('overdraftFeeAmount', T.wholeNumber(T.fieldNames.overdraftFee))
    overdraftLimit = limit
    overdraftFeeAmount = overdraftFee
  }
  return {
    ok: true,
    terms: {
      name,
      description: values.description.trim(),
      interestRateBasisPoints: interest,
      maintenanceFeeAmount: fee,
      minimumBalance: minimum,
      maximumBalance: maximum,
      overdraftAllowed: values.overdraftAllowed,
      overdraftLimit,
      overdraftFeeAmount,
    },
  }
}
