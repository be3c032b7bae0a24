import { useCallback } from 'react'
import { adminMutation } from '@/api/admin'
import type { AdminAnswer } from '@/api/admin.types'
import type { FailureTexts } from '@/api/failure'
import { useApiMutation, type ApiMutation } from '@/api/query'
import { notify } from '@/state/notices'
import type { Built } from './admin-requests'

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
  const mutation = useApiMutation(adminMutation(call), {
    texts,
    onSuccess: (answer, body) => {
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
