// A change to server data as its resource module declares it. Its own module, free of TanStack
// Query: the resource modules the login's first download holds (auth, system) declare their
// changes too, and must not bring the query library into that download.
import type { QueryKey } from '@tanstack/react-query'

/**
 * A change to server data as its resource module exports it (`transferMutations.send`): the call
 * and every query key it touches. The touched keys are refetched once the server confirmed, and
 * when the outcome is unknown (no answer, or a 2xx that did not confirm it), so the screen shows
 * what the server now holds.
 */
export interface MutationSpec<V, D> {
  /** Sends the change; a change that moves or creates money or state takes the intent's key. */
  call: (variables: V, idempotencyKey?: string) => Promise<D>
  touches: (variables: V) => readonly QueryKey[]
}

/** A resource module's mutation: its call, typed by the variables it takes, and what it touches. */
export const mutation = <V, D>(
  call: (variables: V, idempotencyKey?: string) => Promise<D>,
  touches: (variables: V) => readonly QueryKey[],
): MutationSpec<V, D> => ({ call, touches })

/**
 * The same change, submitted as what the screen holds (a form's fields, a row): `toVariables`
 * builds the call's variables from it, so the screen's texts and checks keep reading its own.
 */
export const mapVariables = <F, V, D>(
  spec: MutationSpec<V, D>,
  toVariables: (input: F) => V,
): MutationSpec<F, D> => ({
  call: (input, key) => spec.call(toVariables(input), key),
  touches: (input) => spec.touches(toVariables(input)),
})
