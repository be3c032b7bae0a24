import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { Field, Label, Description, Switch } from '@headlessui/react'
import { clsx } from 'clsx'
import { toggleUgc } from '@/api/system'
import { isApiError } from '@/api/client'
import { Alert } from '@/ui/alert'
import { ugc, setUgcEnabled } from '@/state/ugc'
import { notify } from '@/state/notices'

export const UGC_TEXTS = {
  label: 'Show user-generated content',
  errorPrefix: 'Failed to toggle UGC: ',
  errorDefault: 'Failed to toggle UGC',
  connect: 'Failed to connect to server',
  shown: 'User-generated content is now visible to everyone.',
  hidden: 'User-generated content is now hidden from players.',
} as const

/** 'Failed to toggle UGC: ' + the server's message (spec section 8), or the plain default. */
export function toggleErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage) return UGC_TEXTS.errorPrefix + error.serverMessage
    if (error.kind === 'network' || error.kind === 'timeout') return UGC_TEXTS.errorPrefix + UGC_TEXTS.connect
  }
  if (error instanceof Error && !isApiError(error) && error.message)
    return UGC_TEXTS.errorPrefix + error.message
  return UGC_TEXTS.errorDefault
}

/** System Settings: the switch for user-generated-content visibility. */
export function UgcSettings() {
  const flag = useSnapshot(ugc)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const change = async (enabled: boolean) => {
    setBusy(true)
    setError(null)
    try {
      const response = await toggleUgc(enabled)
      if (response.success === false) throw new Error(response.message || '')
      const now = typeof response.ugcEnabled === 'boolean' ? response.ugcEnabled : enabled
      setUgcEnabled(now)
      notify('success', response.message || (now ? UGC_TEXTS.shown : UGC_TEXTS.hidden))
    } catch (failure) {
      setError(toggleErrorText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-4">
      <Field
        disabled={busy}
        className="flex items-start justify-between gap-4 rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
      >
        <div className="min-w-0">
          <Label className="text-sm font-semibold text-white">{UGC_TEXTS.label}</Label>
          <Description className="mt-1 text-sm text-slate-400">
            When off, players see placeholders instead of uploaded images and profile pictures. Admins always
            see the content, and nothing is deleted.
          </Description>
          <p className="mt-2 text-sm text-slate-300" aria-live="polite">
            {busy ? 'Saving...' : flag.enabled ? 'Currently: visible' : 'Currently: hidden'}
          </p>
        </div>
        <Switch
          checked={flag.enabled}
          onChange={(value: boolean) => void change(value)}
          className={clsx(
            'group relative mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full p-1 ring-1 ring-inset transition-colors',
            'bg-white/10 ring-white/20 data-checked:bg-emerald-600 data-checked:ring-emerald-500',
            'focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-secondary-400',
            'data-disabled:cursor-not-allowed data-disabled:opacity-50',
          )}
        >
          <span
            aria-hidden="true"
            className="size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
          />
        </Switch>
      </Field>
      {error && (
        <Alert kind="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </div>
  )
}
