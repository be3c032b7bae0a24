import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { Dialog, DialogActions, DialogBody, DialogDescription, DialogTitle } from '@/ui/dialog'
import { TabGroup, TabList, Tab, TabPanels, TabPanel } from '@/ui/tabs'
import { PhotoIcon } from '@heroicons/react/20/solid'
import { clsx } from 'clsx'
import { Button, buttonClasses } from '@/ui/button'
import { Alert } from '@/ui/alert'
import { Avatar } from '@/ui/avatar'
import { Description, Field, Input, Label } from '@/ui/field'
import { removeProfilePicture, setProfilePictureUrl, uploadProfilePicture } from '@/api/players'
import { validateImageFile, validateImageUrl } from '@/lib/images'
import { useImageSrc } from '@/lib/use-image-src'
import { updateCharacter } from '@/state/session'
import { notify } from '@/state/notices'
import { ensureSuccess, profileErrorText } from './errors'

export const PROFILE_PICTURE_TEXTS = {
  uploadTab: 'Upload Image',
  urlTab: 'Use URL',
  urlHint: 'Must be a valid HTTP/HTTPS URL ending in .png, .jpg, .jpeg, .gif or .webp',
  uploadFailed: 'Failed to upload profile picture',
  setFailed: 'Failed to set profile picture',
  removeFailed: 'Failed to remove profile picture',
  uploaded: 'Profile picture updated',
  removed: 'Profile picture removed',
} as const

export interface ProfilePictureDialogProps {
  open: boolean
  onClose: () => void
  characterName: string
  currentUrl: string | null
}

export function ProfilePictureDialog({
  open,
  onClose,
  characterName,
  currentUrl,
}: ProfilePictureDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} size="md">
      {/* Mounted only while open, so every opening starts from a clean form. */}
      {open && <ProfilePictureForm onClose={onClose} characterName={characterName} currentUrl={currentUrl} />}
    </Dialog>
  )
}

type Busy = 'upload' | 'url' | 'remove' | null

function ProfilePictureForm({ onClose, characterName, currentUrl }: Omit<ProfilePictureDialogProps, 'open'>) {
  const [tab, setTab] = useState(0)
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<Busy>(null)
  const fileInputId = useId()
  const fileHintId = useId()
  const currentSrc = useImageSrc(currentUrl)
  const preview = useObjectUrl(file)

  const finish = (text: string) => {
    notify('success', text)
    onClose()
  }

  const run = async (kind: Exclude<Busy, null>, fallback: string, call: () => Promise<string>) => {
    setBusy(kind)
    setError(null)
    try {
      finish(await call())
    } catch (failure) {
      // The chosen file and typed address stay in place so the user can retry or correct them.
      setError(profileErrorText(failure, fallback))
      setBusy(null)
    }
  }

  const upload = () => {
    const problem = validateImageFile(file)
    if (problem || !file) return setError(problem)
    void run('upload', PROFILE_PICTURE_TEXTS.uploadFailed, async () => {
      const response = ensureSuccess(
        await uploadProfilePicture(characterName, file),
        PROFILE_PICTURE_TEXTS.uploadFailed,
      )
      if (!response.imageUrl) throw new Error(PROFILE_PICTURE_TEXTS.uploadFailed)
      updateCharacter({ profilePictureUrl: response.imageUrl })
      return response.message || PROFILE_PICTURE_TEXTS.uploaded
    })
  }

  const saveUrl = () => {
    const problem = validateImageUrl(url)
    if (problem) return setError(problem)
    const address = url.trim()
    void run('url', PROFILE_PICTURE_TEXTS.setFailed, async () => {
      const response = ensureSuccess(
        await setProfilePictureUrl(characterName, address),
        PROFILE_PICTURE_TEXTS.setFailed,
      )
      updateCharacter({ profilePictureUrl: address })
      return response.message || PROFILE_PICTURE_TEXTS.uploaded
    })
  }

  const remove = () =>
    void run('remove', PROFILE_PICTURE_TEXTS.removeFailed, async () => {
      const response = ensureSuccess(
        await removeProfilePicture(characterName),
        PROFILE_PICTURE_TEXTS.removeFailed,
      )
      updateCharacter({ profilePictureUrl: null })
      return response.message || PROFILE_PICTURE_TEXTS.removed
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (tab === 0) upload()
    else saveUrl()
  }

  const chooseFile = (chosen: File | null) => {
    setFile(chosen)
    setError(chosen ? validateImageFile(chosen) : null)
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>Profile picture</DialogTitle>
      <DialogDescription>Choose the picture shown for {characterName}.</DialogDescription>
      <DialogBody>
        <div className="mb-4 flex items-center gap-4">
          <Avatar src={preview ?? currentSrc} name={characterName} size={72} />
          <p className="text-sm text-slate-300">
            {preview
              ? 'Preview of the selected image.'
              : currentUrl
                ? 'Current picture.'
                : 'No picture set yet.'}
          </p>
        </div>

        <TabGroup
          selectedIndex={tab}
          onChange={(index: number) => {
            setTab(index)
            setError(null)
          }}
        >
          <TabList>
            <Tab>{PROFILE_PICTURE_TEXTS.uploadTab}</Tab>
            <Tab>{PROFILE_PICTURE_TEXTS.urlTab}</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>
              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-200" aria-hidden="true">
                  Image file
                </p>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  {/* The native control stays in the page for keyboards and screen readers; the
                      label beside it is the visible button, so the look matches the rest. */}
                  <input
                    id={fileInputId}
                    type="file"
                    aria-label="Image file"
                    aria-describedby={fileHintId}
                    accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
                    disabled={busy !== null}
                    onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={fileInputId}
                    className={clsx(
                      buttonClasses('secondary', 'md'),
                      'cursor-pointer hover:bg-white/15 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-secondary-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
                    )}
                  >
                    <PhotoIcon className="size-5" aria-hidden="true" />
                    Choose image
                  </label>
                  <span className="min-w-0 truncate text-sm text-slate-300" title={file?.name}>
                    {file ? `${file.name} (${formatSize(file.size)})` : 'No file chosen'}
                  </span>
                </div>
                <p id={fileHintId} className="text-sm text-slate-400">
                  PNG, JPEG or WebP, up to 5 MB.
                </p>
              </div>
            </TabPanel>
            <TabPanel>
              <Field disabled={busy !== null}>
                <Label>Image URL</Label>
                <Input
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://example.com/picture.png"
                  value={url}
                  onChange={(event) => setUrl(event.target.value)}
                />
                <Description>{PROFILE_PICTURE_TEXTS.urlHint}</Description>
              </Field>
            </TabPanel>
          </TabPanels>
        </TabGroup>

        {error && (
          <div className="mt-4">
            <Alert kind="error">{error}</Alert>
          </div>
        )}
      </DialogBody>
      <DialogActions>
        {currentUrl && (
          <Button color="danger" onClick={remove} disabled={busy !== null} className="sm:mr-auto">
            {busy === 'remove' ? 'Removing...' : 'Remove picture'}
          </Button>
        )}
        <Button color="plain" onClick={onClose} disabled={busy !== null}>
          Cancel
        </Button>
        <Button type="submit" color="primary" disabled={busy !== null}>
          {tab === 0
            ? busy === 'upload'
              ? 'Uploading...'
              : 'Upload'
            : busy === 'url'
              ? 'Saving...'
              : 'Save URL'}
        </Button>
      </DialogActions>
    </form>
  )
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** A local preview address for the chosen file, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => {
    if (!file || validateImageFile(file) || typeof URL.createObjectURL !== 'function') return null
    return URL.createObjectURL(file)
  }, [file])
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url)
    },
    [url],
  )
  return url
}
