import { useState } from 'react'
import { ApiError, isApiError } from '@/api/client'
import { nationMutations } from '@/api/nations'
import type { Nation } from '@/api/nations.types'
import { mapVariables, useApiMutation } from '@/api/query'
import { Description, ErrorMessage, Field, Input, Label } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { FormDialog } from '@/ui/form-dialog'
import { notify } from '@/state/notices'
import { NATION_CHECKS, NATION_FAILURES, NATION_TEXTS } from './texts'
import { useCharacterName } from '@/state/session'

/**
 * A 404 on an invitation means the player is unknown (section 8: "404 gives 'Player not
 * found'"), unless the server says it is the nation that is missing. The player's case gets the
 * spec's text naming what was typed, carried as the server's text so failureText shows it.
 */
export function explainMissingPlayer(error: unknown, name: string): unknown {
  if (!isApiError(error) || error.status !== 404 || /nation/i.test(error.serverMessage ?? '')) return error
  const text = NATION_CHECKS.playerMissing(name)
  return new ApiError('http', 404, { error: text, message: text })
}

export interface InviteMemberDialogProps {
  open: boolean
  onClose: () => void
  nation: Pick<Nation, 'id' | 'name'>
}

export function InviteMemberDialog(props: InviteMemberDialogProps) {
  return props.open ? <InviteForm {...props} /> : null
}

function InviteForm({ onClose, nation }: InviteMemberDialogProps) {
  const inviter = useCharacterName()
  const [player, setPlayer] = useState('')
  const spec = mapVariables(nationMutations.invite(nation.id), (name: string) => ({
    playerId: name,
    invitedBy: inviter,
  }))
  const invite = useApiMutation(
    {
      ...spec,
      call: (name: string) =>
        spec.call(name).catch((error: unknown) => {
          throw explainMissingPlayer(error, name)
        }),
    },
    {
      texts: NATION_FAILURES.invite,
      onSuccess: (answer, name) => {
        notify('success', answer.message || `${name} joined ${nation.name}`)
        onClose()
      },
    },
  )

  // The spec's text is about the one field: said there, once, with the focus on it.
  const marks = useFieldMarks()
  const missing = player.trim() ? undefined : NATION_CHECKS.playerRequired
  const problem = marks.shown({ player: missing }).player
  const submit = () => {
    if (marks.blocked({ player: missing })) return invite.reset()
    invite.submit(player.trim())
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={NATION_TEXTS.inviteMember}
      description={NATION_TEXTS.inviteDescription(nation.name)}
      error={invite.error}
      busy={invite.busy}
      submitLabel={NATION_TEXTS.invite}
      busyLabel={NATION_TEXTS.inviting}
      onSubmit={submit}
    >
      <Field>
        <Label>{NATION_TEXTS.playerName}</Label>
        <Input
          autoFocus
          autoComplete="off"
          spellCheck={false}
          value={player}
          invalid={!!problem}
          onChange={(event) => setPlayer(event.target.value)}
        />
        <Description>{NATION_TEXTS.playerHint}</Description>
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
      </Field>
    </FormDialog>
  )
}
