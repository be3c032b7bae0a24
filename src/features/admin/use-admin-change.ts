import { useCallback } from 'react'
import type { QueryKey } from '@tanstack/react-query'
import { adminKeys } from '@/api/admin'
import type { AdminAnswer } from '@/api/admin.types'
import { bankKeys } from '@/api/banks'
import { currencyKeys } from '@/api/currencies'
import type { FailureTexts } from '@/api/failure'
import { nationKeys } from '@/api/nations'
import { playerKeys } from '@/api/players'
import { useApiMutation, type ApiMutation } from '@/api/query'
import { treasuryKeys } from '@/api/treasuries'
import { notify } from '@/state/notices'
import type { Built } from './admin-requests'

/**
 * An admin change can touch any list in the console (a renamed character is a bank officer, a
 * nation member and an account holder; a deleted nation takes its treasury and currency along),
 * so every change refetches all of them.
 */
export const ADMIN_TOUCHES: readonly QueryKey[] = [
  adminKeys.all,
  bankKeys.all,
  nationKeys.all,
  treasuryKeys.all,
  currencyKeys.all,
  playerKeys.all,
]

export interface AdminChange<B> extends ApiMutation<B, AdminAnswer> {
  /** Sends a built request, or shows why it cannot be sent where a server failure would show. */
  send: (built: Built<B>) => void
}

/**
 * One admin call: its failure texts, the lists refreshed after the server confirmed, and a
 * success banner (the server's message, else `done`) that clears itself after 3 s. A dialog that
 * stays open says it itself (`banner: false`): the app's banners sit under an open dialog.
 */
export function useAdminChange<B>({
  call,
  texts,
  done,
  onSuccess,
  banner = true,
}: {
  call: (body: B) => Promise<AdminAnswer>
  texts: FailureTexts
  done: (body: B) => string
  /** After the server confirmed, with the success text. */
  onSuccess?: (body: B, message: string) => void
  banner?: boolean
}): AdminChange<B> {
  const mutation = useApiMutation({
    call,
    texts,
    invalidates: () => ADMIN_TOUCHES,
    onSuccess: (answer: AdminAnswer, body: B) => {
      const message = answer.message || done(body)
      if (banner) notify('success', message)
      onSuccess?.(body, message)
    },
  })
  const { fail, submit } = mutation
  const send = useCallback(
    (built: Built<B>) => (built.error !== undefined ? fail(built.error) : submit(built.body)),
    [fail, submit],
  )
  return { ...mutation, send }
}
