import { useQueryClient } from '@tanstack/react-query'
import { systemKeys, systemMutations } from '@/api/system'
import { useApiMutation } from '@/api/query'
import { Alert } from '@/ui/alert'
import { Switch } from '@/ui/switch'
import { useUgcStatus } from '@/state/use-image-src'
import { notify } from '@/state/notices'
import { UGC_FAILURE, UGC_TEXTS } from './texts'

/** System Settings: the switch for user-generated-content visibility. */
export function UgcSettings() {
  const flag = useUgcStatus()
  const client = useQueryClient()
  const toggle = useApiMutation(systemMutations.toggleUgc, {
    texts: UGC_FAILURE,
    // The switch moves only once the server has confirmed the new value.
    onSuccess: (answer) => {
      client.setQueryData(systemKeys.ugcStatus(), { ugcEnabled: answer.ugcEnabled })
      notify('success', answer.message || (answer.ugcEnabled ? UGC_TEXTS.shown : UGC_TEXTS.hidden))
    },
  })

  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-surface-raised p-4 ring-1 ring-line">
        <Switch
          checked={flag.enabled}
          onChange={(value) => toggle.submit(value)}
          disabled={toggle.busy}
          label={UGC_TEXTS.label}
          description={UGC_TEXTS.description}
        />
        <p className="mt-2 text-sm text-muted" aria-live="polite">
          {toggle.busy ? UGC_TEXTS.saving : flag.enabled ? UGC_TEXTS.visible : UGC_TEXTS.hiddenNow}
        </p>
      </div>
      {toggle.error && (
        <Alert kind="error" onDismiss={toggle.reset}>
          {toggle.error}
        </Alert>
      )}
    </div>
  )
}
