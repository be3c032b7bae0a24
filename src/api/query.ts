import { QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { isApiError } from './client'
import { failureText, type FailureTexts } from './failure'
import { announceTouched } from './tab-sync'

/**
 * Queries are GETs: one retry when the network failed (a dropped connection on a phone), none
 * after an answer (a 4xx will not change) or a time-out (the user already waited 10 s).
 */
export const retryQuery = (failureCount: number, error: unknown) =>
  failureCount < 1 && isApiError(error) && error.kind === 'network'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryQuery,
        retryDelay: 300,
        // Lists are shared between screens (banks in banking and in the transfer dialog): reuse
        // what arrived in the last half minute; changes invalidate what they touched anyway.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A POST, PUT or DELETE is never repeated by the console on its own.
      mutations: { retry: false },
    },
  })
}

import type { MutationSpec } from './mutation-spec'

export { mapVariables, type MutationSpec } from './mutation-spec'

export interface ApiMutationOptions<V, D> {
  /** What the failure shows (spec section 8). */
  texts: FailureTexts
  /** Runs after the server confirmed: the place for local state changes and success notices. */
  onSuccess?: (data: D, variables: V) => void
}

/** The call may have changed server data although it did not succeed: no answer, or an unreadable 2xx. */
export const outcomeUnknown = (error: unknown) =>
  isApiError(error) && (error.unanswered || error.kind === 'bad-body')

export interface ApiMutation<V, D> {
  /** Sends the call, unless one is already in flight: a double click sends one request. */
  submit: (variables: V) => void
  /** Like submit, for flows that need the answer; rejects with the failure text. */
  submitAsync: (variables: V) => Promise<D>
  busy: boolean
  /** The failure text of the last call or of a local check (`fail`), null when none. */
  error: string | null
  /** Shows a validation message in the same place a server failure would show. */
  fail: (text: string) => void
  /** Clears the error (the dialog reopened, the user changed a field). */
  reset: () => void
  data: D | undefined
  /** The last call's failure as thrown (null when none): tells an unknown outcome from a refusal. */
  failure: unknown
  /** What the last call sent. */
  variables: V | undefined
}

/**
 * A change to server data: sends one request per submit, shows the spec's failure text, leaves
 * local state alone until the server has confirmed, then invalidates what it touched.
 */
export function useApiMutation<V, D>(
  { call, touches }: MutationSpec<V, D>,
  { texts, onSuccess }: ApiMutationOptions<V, D>,
): ApiMutation<V, D> {
  const client = useQueryClient()
  const inFlight = useRef(false)
  const [localError, setLocalError] = useState<string | null>(null)
  const mutation = useMutation<D, unknown, V>({
    mutationFn: (variables) => call(variables),
    onSuccess: (data, variables) => {
      const touched = touches(variables)
      for (const queryKey of touched) void client.invalidateQueries({ queryKey })
      // The console's other tabs refetch the same, at once (not at their next refresh).
      announceTouched(touched)
      onSuccess?.(data, variables)
    },
    onError: (error, variables) => {
      if (!outcomeUnknown(error)) return
      const touched = touches(variables)
      for (const queryKey of touched) void client.invalidateQueries({ queryKey })
      announceTouched(touched)
    },
  })
  const { mutateAsync, reset: resetMutation } = mutation

  const submitAsync = useCallback(
    async (variables: V): Promise<D> => {
      if (inFlight.current) throw new Error('A request is already in flight')
      inFlight.current = true
      setLocalError(null)
      try {
        return await mutateAsync(variables)
      } finally {
        inFlight.current = false
      }
    },
    [mutateAsync],
  )

  const submit = useCallback(
    (variables: V) => {
      if (inFlight.current) return
      submitAsync(variables).catch(() => {
        /* shown through `error` */
      })
    },
    [submitAsync],
  )

  const reset = useCallback(() => {
    setLocalError(null)
    resetMutation()
  }, [resetMutation])

  const fail = useCallback(
    (text: string) => {
      resetMutation()
      setLocalError(text)
    },
    [resetMutation],
  )

  const error = localError ?? (mutation.isError ? failureText(mutation.error, texts) : null)
  return {
    submit,
    submitAsync,
    busy: mutation.isPending,
    error,
    fail,
    reset,
    data: mutation.data,
    failure: localError === null && mutation.isError ? mutation.error : null,
    variables: mutation.variables,
  }
}
