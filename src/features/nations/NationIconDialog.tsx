import { useState } from 'react'
import { nationMutations } from '@/api/nations'
import type { Nation } from '@/api/nations.types'
import { useApiMutation } from '@/api/query'
import { FormDialog } from '@/ui/form-dialog'
import { useFieldMarks } from '@/ui/field-problems'
import { ImageFileField, useImagePreview } from '@/ui/image-file-field'
import { IMAGE_MESSAGES, validateImageFile } from '@/lib/images'
import { notify } from '@/state/notices'
import { NationIcon } from './NationIcon'
import { NATION_FAILURES, NATION_TEXTS } from './texts'

export interface NationIconDialogProps {
  open: boolean
  onClose: () => void
  nation: Pick<Nation, 'id' | 'name' | 'abbreviation' | 'profilePictureUrl'>
}

export function NationIconDialog(props: NationIconDialogProps) {
  return props.open ? <IconForm {...props} /> : null
}

/** Upload Nation Icon: the section 5 checks before sending, the server's message after. */
function IconForm({ onClose, nation }: NationIconDialogProps) {
  const [file, setFile] = useState<File | null>(null)
  const preview = useImagePreview(file)
  const upload = useApiMutation(nationMutations.uploadIcon(nation.id), {
    texts: NATION_FAILURES.icon,
    onSuccess: (answer) => {
      notify('success', answer.message || NATION_TEXTS.iconUpdated)
      onClose()
    },
  })

  // Said once, at the file field (issue 36): a chosen file's type or size at once, a missing
  // file from the first submit on.
  const marks = useFieldMarks()
  const problem = (file ? validateImageFile(file) : IMAGE_MESSAGES.noFile) ?? undefined
  const shown = file ? problem : marks.shown({ file: problem }).file

  const choose = (chosen: File | null) => {
    setFile(chosen)
    upload.reset()
  }

  const submit = () => {
    if (marks.blocked({ file: problem }) || !file) return upload.reset()
    upload.submit(file)
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={NATION_TEXTS.uploadIcon}
      description={NATION_TEXTS.iconDescription(nation.name)}
      error={upload.error}
      busy={upload.busy}
      submitLabel={NATION_TEXTS.upload}
      busyLabel={NATION_TEXTS.uploading}
      onSubmit={submit}
    >
      <div className="flex items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt=""
            className="size-18 shrink-0 rounded-xl object-cover ring-1 ring-line-strong"
          />
        ) : (
          <NationIcon
            url={nation.profilePictureUrl}
            abbreviation={nation.abbreviation}
            name={nation.name}
            size={72}
          />
        )}
        <p className="text-sm text-muted">
          {preview
            ? NATION_TEXTS.iconPreview
            : nation.profilePictureUrl
              ? NATION_TEXTS.iconCurrent
              : NATION_TEXTS.iconNone}
        </p>
      </div>
      <ImageFileField file={file} onChange={choose} error={shown} />
    </FormDialog>
  )
}
