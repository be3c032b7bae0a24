import { useCallback, useRef, useState } from 'react'
import { icu, localised } from '@/lib/i18n/runtime'
import { isApiError } from './client'
import { idempotencyKeysEnabled, newIdempotencyKey } from './idempotency'
import {
  outcomeUnknown,
  useApiMutation,
  type ApiMutation,
  type ApiMutationOptions,
  type MutationSpec,
} from './query'

// One rule for every call that moves or creates money or state (transfer, admin transfer, mint,
// burn, open and close account, create bank, offering, nation, currency):
// - each intent has one Idempotency-Key: pressing again with the same fields sends the same key;
//   editing any field is a new intent (a new key on the next press);
// - an answer that did not come back, or a 2xx that did not confirm, is an unknown outcome: the
//   screen says so, refreshes what the call touched, and reads back what the server now holds
//   (the intent's `check`) before it lets the player press again.

/** What reading the server back found after an unknown outcome. */
export interface IntentCheck {
  /** True when the change is there (the new ledger row, the new account, the closed account). */
  found: boolean
  /** What was found, in a sentence: "The account FAB-000123 is open." */
  text: string
}

/** The words of one kind of change, for the unknown-outcome state. */
export interface IntentTexts<V> {
  /** "whether $AR 11 was minted": completes "we do not know ...". */
  whether: (variables: V) => string
  /** "the treasury's ledger": what the check reads. */
  where: (variables: V) => string
  /** "Minting again": starts the note that a retry is safe. */
  again: string
  /** The submit button's label ("Mint"), named by the note when a retry is not safe. */
  submit: string
}

export interface IntentOptions<V, D> extends ApiMutationOptions<V, D> {
  intent: IntentTexts<V>
  /** Reads back what the server holds now; throws when it cannot. */
  check: (variables: V) => Promise<IntentCheck>
}

/** The unknown-outcome state: checking what the server holds, then what it found. */
export type UnknownOutcome =
  { state: 'checking'; text: string } | { state: 'checked'; found: boolean; text: string; note: string }

export interface IntentMutation<V, D> extends ApiMutation<V, D> {
  /** Null unless the last call's outcome is unknown. */
  outcome: UnknownOutcome | null
  /** True while the check runs: the submit waits for it. */
  checking: boolean
  /** The user changed a field: a new intent, so the note goes and the next press gets a new key. */
  newIntent: () => void
  /** The key the next press of the same fields sends (null before the first press). */
  currentKey: () => string | null
}

/** The headline of an unknown outcome: no answer, or a 2xx that did not confirm. */
// The sentence frames have their own catalogue area, outcomes (api/ cannot reach a feature's
// table; in app they would load with the login); each
// intent's own words (whether, where, again, submit) come from its feature's table.
export const UNKNOWN_TEXTS = localised('outcomes', 'UNKNOWN_TEXTS', {
  unanswered: icu(
    (whether: string) => `Outcome unknown: the server did not answer, so we do not know ${whether}.`,
    'Outcome unknown: the server did not answer, so we do not know {whether}.',
  ),
  unconfirmed: icu(
    (whether: string) =>
      `Outcome unknown: the server's answer did not confirm it, so we do not know ${whether}.`,
    "Outcome unknown: the server''s answer did not confirm it, so we do not know {whether}.",
  ),
  checking: icu((where: string) => `Checking ${where}...`, 'Checking {where}...'),
  checkFailed: icu(
    (where: string) => `Could not check ${where} either. Look there before you try again.`,
    'Could not check {where} either. Look there before you try again.',
  ),
  /** Keys on: the server acts at most once for one key. */
  safe: icu(
    (again: string) => `${again} is safe: the retry carries the same key, so it is done at most once.`,
    '{again} is safe: the retry carries the same key, so it is done at most once.',
  ),
  /** Keys off and the change is there: a retry would do it a second time. */
  doneAlready: icu(
    (submit: string) => `It went through: pressing ${submit} again would do it a second time.`,
    'It went through: pressing {submit} again would do it a second time.',
  ),
  /** Keys off and the change is not there. */
  notFound: icu(
    (submit: string) => `Nothing was found, so pressing ${submit} again sends it once more.`,
    'Nothing was found, so pressing {submit} again sends it once more.',
  ),
} as const)

/** What the note under the check says about pressing again. */
export function retryNote<V>(texts: IntentTexts<V>, found: boolean | null): string {
  if (idempotencyKeysEnabled()) return UNKNOWN_TEXTS.safe(texts.again)
  if (found === null) return ''
  return found ? UNKNOWN_TEXTS.doneAlready(texts.submit) : UNKNOWN_TEXTS.notFound(texts.submit)
}

/**
 * useApiMutation for a change that moves or creates money or state: one Idempotency-Key per
 * intent, and the unknown-outcome state with its check (see the top of this file).
 */
export function useIntentMutation<V, D>(
  { call, touches }: MutationSpec<V, D>,
  { intent: texts, check, onSuccess, ...options }: IntentOptions<V, D>,
): IntentMutation<V, D> {
  const key = useRef<{ fingerprint: string; key: string } | null>(null)
  const [outcome, setOutcome] = useState<UnknownOutcome | null>(null)
  // Each call and each check has a number: a check that ends after a newer press or an edit is dropped.
  const generation = useRef(0)

  const keyFor = (variables: V): string => {
    const fingerprint = JSON.stringify(variables)
    if (key.current?.fingerprint !== fingerprint) key.current = { fingerprint, key: newIdempotencyKey() }
    return key.current.key
  }

  const runCheck = (variables: V, mine: number) => {
    setOutcome({ state: 'checking', text: UNKNOWN_TEXTS.checking(texts.where(variables)) })
    check(variables).then(
      (found) => {
        if (generation.current !== mine) return
        setOutcome({
          state: 'checked',
          found: found.found,
          text: found.text,
          note: retryNote(texts, found.found),
        })
      },
      () => {
        if (generation.current !== mine) return
        setOutcome({
          state: 'checked',
          found: false,
          text: UNKNOWN_TEXTS.checkFailed(texts.where(variables)),
          note: retryNote(texts, null),
        })
      },
    )
  }

  const mutation = useApiMutation<V, D>(
    {
      touches,
      // Sends the call with the intent's key (the api function adds the header when keys are on).
      call: async (variables) => {
        const mine = ++generation.current
        setOutcome(null)
        try {
          return await call(variables, keyFor(variables))
        } catch (error) {
          if (outcomeUnknown(error)) runCheck(variables, mine)
          throw error
        }
      },
    },
    {
      ...options,
      onSuccess: (data, variables) => {
        // Confirmed: anything pressed after this is a new intent.
        key.current = null
        onSuccess?.(data, variables)
      },
    },
  )

  const { reset } = mutation
  const newIntent = useCallback(() => {
    key.current = null
    generation.current += 1
    setOutcome(null)
    reset()
  }, [reset])

  const unknown = outcomeUnknown(mutation.failure) && mutation.variables !== undefined
  const whether = unknown ? texts.whether(mutation.variables as V) : ''
  const error = !unknown
    ? mutation.error
    : isApiError(mutation.failure) && mutation.failure.unanswered
      ? UNKNOWN_TEXTS.unanswered(whether)
      : UNKNOWN_TEXTS.unconfirmed(whether)
  return {
    ...mutation,
    error,
    outcome: unknown ? outcome : null,
    checking: outcome?.state === 'checking',
    newIntent,
    currentKey: () => key.current?.key ?? null,
  }
}
