import { useState } from 'react'
import { TabGroup, TabList, Tab, TabPanels, TabPanel } from '@/ui/tab-group'
import { Button } from '@/ui/button'
import { Avatar } from '@/ui/avatar'
import { Description, ErrorMessage, Field, Input, Label } from '@/ui/field'
import { useFieldMarks } from '@/ui/field-problems'
import { playerMutations } from '@/api/players'
import { useApiMutation } from '@/api/query'
import { FormDialog } from '@/ui/form-dialog'
import { ImageFileField, useImagePreview } from '@/ui/image-file-field'
import { IMAGE_MESSAGES, validateImageFile, validateImageUrl } from '@/lib/images'
import { useImageSrc } from '@/state/use-image-src'
import { updateCharacter } from '@/state/session'
import { notify } from '@/state/notices'
import { PROFILE_FAILURES } from './texts'
import { PROFILE_PICTURE_TEXTS } from './texts'

const T = PROFILE_PICTURE_TEXTS

export interface ProfilePictureDialogProps {
  open: boolean
  onClose: () => void
  characterName: string
  currentUrl: string | null
}

export function ProfilePictureDialog(props: ProfilePictureDialogProps) {
  // Mounted only while open, so every opening starts from a clean form.
  return props.open ? <ProfilePictureForm {...props} /> : null
}

function ProfilePictureForm({ open, onClose, characterName, currentUrl }: ProfilePictureDialogProps) {
  const [tab, setTab] = useState(0)
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState('')
  const currentSrc = useImageSrc(currentUrl)
  const preview = useImagePreview(file)

  const done = (message: string, profilePictureUrl: string | null) => {
    updateCharacter({ profilePictureUrl })
    notify('success', message)
    onClose()
  }
  const upload = useApiMutation(playerMutations.uploadPicture(characterName), {
    texts: PROFILE_FAILURES.upload,
    onSuccess: (answer) => done(answer.message || PROFILE_PICTURE_TEXTS.uploaded, answer.imageUrl),
  })
  const saveUrl = useApiMutation(playerMutations.setPictureUrl(characterName), {
    texts: PROFILE_FAILURES.setUrl,
    onSuccess: (answer, address) => done(answer.message || PROFILE_PICTURE_TEXTS.uploaded, address),
  })
  const remove = useApiMutation(playerMutations.removePicture(characterName), {
    texts: PROFILE_FAILURES.removePicture,
    onSuccess: (answer) => done(answer.message || PROFILE_PICTURE_TEXTS.removed, null),
  })
  const calls = [upload, saveUrl, remove]
  const busy = calls.some((call) => call.busy)
  const error = calls.map((call) => call.error).find(Boolean) ?? null
  /** One message at a time: starting a call (or a check) clears the others'. */
  const only = (call: (typeof calls)[number]) =>
    calls.filter((other) => other !== call).forEach((c) => c.reset())

  // What is wrong with the file or the address is said once, at its field (issue 36): a chosen
  // file's type or size at once, a missing file or a blank address from the first submit on.
  const marks = useFieldMarks()
  const found = {
    file: (file ? validateImageFile(file) : IMAGE_MESSAGES.noFile) ?? undefined,
    url: validateImageUrl(url) ?? undefined,
  }
  const shown = marks.shown(found)
  const fileProblem = (file ? found.file : shown.file) ?? null
  const submit = () => {
    if (tab === 0) {
      only(upload)
      if (marks.blocked({ file: found.file }) || !file) return upload.reset()
      upload.submit(file)
    } else {
      only(saveUrl)
      if (marks.blocked({ url: found.url })) return saveUrl.reset()
      saveUrl.submit(url.trim())
    }
  }

  const chooseFile = (chosen: File | null) => {
    setFile(chosen)
    only(upload)
    upload.reset()
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={PROFILE_PICTURE_TEXTS.title}
      description={PROFILE_PICTURE_TEXTS.description(characterName)}
      error={error}
      busy={busy}
      submitLabel={tab === 0 ? T.upload : T.saveUrl}
      busyLabel={upload.busy ? T.uploading : saveUrl.busy ? T.saving : tab === 0 ? T.upload : T.saveUrl}
      onSubmit={submit}
      extraActions={
        currentUrl ? (
          <Button
            color="secondary"
            className="sm:mr-auto"
            disabled={busy}
            onClick={() => {
              only(remove)
              remove.submit(undefined)
            }}
          >
            {remove.busy ? T.removing : T.remove}
          </Button>
        ) : undefined
      }
    >
      <div className="flex items-center gap-4">
        <Avatar src={preview ?? currentSrc} name={characterName} size={72} />
        <p className="text-sm text-muted">{preview ? T.preview : currentUrl ? T.current : T.none}</p>
      </div>

      <TabGroup
        selectedIndex={tab}
        onChange={(index: number) => {
          setTab(index)
          calls.forEach((call) => call.reset())
          marks.reset()
        }}
      >
        <TabList>
          {/* The dialog opens on its first control, not on its frame. */}
          <Tab autoFocus>{PROFILE_PICTURE_TEXTS.uploadTab}</Tab>
          <Tab>{PROFILE_PICTURE_TEXTS.urlTab}</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            <ImageFileField file={file} onChange={chooseFile} error={fileProblem} />
          </TabPanel>
          <TabPanel>
            <Field>
              <Label>{T.urlLabel}</Label>
              <Input
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/picture.png"
                value={url}
                invalid={!!shown.url}
                onChange={(event) => setUrl(event.target.value)}
              />
              <Description>{PROFILE_PICTURE_TEXTS.urlHint}</Description>
              {shown.url && <ErrorMessage>{shown.url}</ErrorMessage>}
            </Field>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </FormDialog>
  )
}
