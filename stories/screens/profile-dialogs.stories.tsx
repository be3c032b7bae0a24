import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test'
import { GameScreen } from '@/app/GameScreen'
import { BIOGRAPHY_TEXTS, CONNECT_ERROR, PROFILE_PICTURE_TEXTS } from '@/features/profile'
import { IMAGE_MESSAGES } from '@/lib/images'
import { selectedCharacter, session } from '@/state/session'
import { SETTLE, type StoryWorld } from '../support/world'
import {
  expectAlert,
  failing,
  openedDialog,
  page,
  faultText,
  visible,
  type ApiCall,
  type CallFault,
  type Canvas,
  expectFieldProblem,
} from '../support/play'

// Aurelia Voss has a biography and an uploaded picture in every seeded world.
const AURELIA: StoryWorld = { signedInAs: 'Aurelia Voss' }

const meta = {
  title: 'Screens/Profile dialogs',
  // Its fault stories come from a factory, whose play the indexer cannot see (.storybook/test-runner.ts).
  tags: ['play-fn'],
  component: GameScreen,
  parameters: { world: AURELIA },
} satisfies Meta<typeof GameScreen>

export default meta
type Story = StoryObj<typeof meta>

// The browser's own accept filter would hide wrong files; the dialog's checks are under test.
const user = () => userEvent.setup({ applyAccept: false })

/** A real 48 px PNG: the fake backend checks the bytes. */
const PORTRAIT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAl0lEQVR42u3WSwqAQAwE0dp4WC/kKd26FBQEEWHG+eAkgYY+wFslxbTMroZAAgkkUGTQum+pGYAymh4Tf1B6WPFBVZoGE39rak0CCSSQQLFA7i61nmvQHnJajIr8cCBFvpq6GtSsqTIxRlNuYgylnMVgzaeJ8Zq8CRNNxoSVJmXCipJiYa55mfCgeZpworlN+NFcw5Xm3AFpRiPUO3717QAAAABJRU5ErkJggg=='

/** A valid portrait, or a blank file of `size` bytes (for the type and size checks). */
const imageFile = (size?: number, name = 'portrait.png', type = 'image/png') =>
  new File(
    [size === undefined ? Uint8Array.from(atob(PORTRAIT_PNG), (c) => c.charCodeAt(0)) : new Uint8Array(size)],
    name,
    { type },
  )

/** The character as it was before the story touched anything. */
const before = () => structuredClone({ ...selectedCharacter(session)! })

async function openFromDashboard(canvasElement: HTMLElement, button: string): Promise<Canvas> {
  const canvas = page(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: button }, SETTLE))
  return openedDialog(canvasElement)
}

const openPicture = (canvasElement: HTMLElement) => openFromDashboard(canvasElement, 'Edit profile picture')
const openBiography = (canvasElement: HTMLElement) => openFromDashboard(canvasElement, 'Edit biography')

async function chooseFile(dialog: Canvas, file: File) {
  await user().upload(dialog.getByLabelText('Image file'), file)
}

async function typeUrl(dialog: Canvas, url: string) {
  await userEvent.click(dialog.getByRole('tab', { name: PROFILE_PICTURE_TEXTS.urlTab }))
  if (url) await userEvent.type(dialog.getByLabelText('Image URL'), url)
  await userEvent.click(dialog.getByRole('button', { name: 'Save URL' }))
}

// ------------------------------------------------------------ profile picture: the form

export const PictureTabs: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await visible(() => dialog.getByRole('heading', { name: PROFILE_PICTURE_TEXTS.title }))
    await visible(() => dialog.getByRole('tab', { name: PROFILE_PICTURE_TEXTS.uploadTab, selected: true }))
    await waitFor(
      () => expect(dialog.getByRole('tab', { name: PROFILE_PICTURE_TEXTS.uploadTab })).toHaveFocus(),
      SETTLE,
    )
    await visible(() => dialog.getByRole('tab', { name: PROFILE_PICTURE_TEXTS.urlTab }))
    // Removing is offered, but as a secondary action, not the dialog's main button.
    const remove = dialog.getByRole('button', { name: 'Remove picture' })
    await expect(remove).not.toHaveClass('bg-danger-solid')
    await expect(dialog.getByRole('button', { name: 'Upload' })).toHaveClass('bg-accent')
  },
}

export const PictureNoFile: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    // Said once, at the file field, which gets the focus: no banner repeats it (issue 36).
    await expectFieldProblem(dialog.getByLabelText('Image file'), IMAGE_MESSAGES.noFile, { focused: true })
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const PictureWrongType: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await chooseFile(dialog, imageFile(512, 'dance.gif', 'image/gif'))
    await expectFieldProblem(dialog.getByLabelText('Image file'), IMAGE_MESSAGES.badType)
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    await expectFieldProblem(dialog.getByLabelText('Image file'), IMAGE_MESSAGES.badType, { focused: true })
    await expect(dialog.getAllByText(IMAGE_MESSAGES.badType)).toHaveLength(1)
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const PictureTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await chooseFile(dialog, imageFile(5_242_881))
    await expectFieldProblem(dialog.getByLabelText('Image file'), IMAGE_MESSAGES.tooLarge)
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const PictureUrlTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await userEvent.click(dialog.getByRole('tab', { name: PROFILE_PICTURE_TEXTS.urlTab }))
    await visible(() => dialog.getByText(PROFILE_PICTURE_TEXTS.urlHint))
    await expect(dialog.getByLabelText('Image URL')).toHaveAttribute(
      'placeholder',
      'https://example.com/picture.png',
    )
  },
}

export const PictureUrlBlank: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await typeUrl(dialog, '   ')
    // Said once, at the address field, which gets the focus: no banner repeats it (issue 36).
    await expectFieldProblem(dialog.getByLabelText('Image URL'), IMAGE_MESSAGES.blankUrl, { focused: true })
    await expect(dialog.getAllByText(IMAGE_MESSAGES.blankUrl)).toHaveLength(1)
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

// ------------------------------------------------------------ profile picture: the calls

export const PictureUploading: Story = {
  parameters: {
    world: { ...AURELIA, faults: { routes: [{ match: '/profile-picture/upload', hang: true }] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await chooseFile(dialog, imageFile())
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    await expect(await dialog.findByRole('button', { name: 'Uploading...' }, SETTLE)).toBeDisabled()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const PictureUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const old = before().profilePictureUrl
    const dialog = await openPicture(canvasElement)
    await chooseFile(dialog, imageFile())
    await visible(() => dialog.getByText(/^portrait\.png \(/))
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    await expect(await canvas.findByText('Profile picture uploaded', {}, SETTLE)).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
    const now = selectedCharacter(session)?.profilePictureUrl
    await expect(now).toMatch(/^\/uploads\//)
    await expect(now).not.toBe(old)
  },
}

/** The fake backend checks the bytes: a "PNG" that is not one is refused with its message. */
export const PictureUploadServerMessage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await chooseFile(dialog, imageFile(64, 'fake.png'))
    await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
    await expectAlert(dialog, 'Please select a PNG, JPEG, or WebP image file.')
    await visible(() => dialog.getByText(/^fake\.png \(/))
  },
}

export const PictureUrlSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openPicture(canvasElement)
    await typeUrl(dialog, 'https://cdn.example.com/aurelia.png')
    await expect(await canvas.findByText('Profile picture updated', {}, SETTLE)).toBeVisible()
    await expect(selectedCharacter(session)?.profilePictureUrl).toBe('https://cdn.example.com/aurelia.png')
  },
}

/** The fake backend judges the address: the console only requires one. */
export const PictureUrlServerMessage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicture(canvasElement)
    await typeUrl(dialog, 'https://cdn.example.com/me.bmp')
    await expectAlert(
      dialog,
      'The picture address must start with http:// or https:// and end in .png, .jpg, .jpeg, .gif or .webp',
    )
    await expect(dialog.getByLabelText('Image URL')).toHaveValue('https://cdn.example.com/me.bmp')
  },
}

export const PictureRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const dialog = await openPicture(canvasElement)
    await userEvent.click(dialog.getByRole('button', { name: 'Remove picture' }))
    await expect(await canvas.findByText('Profile picture removed', {}, SETTLE)).toBeVisible()
    await expect(selectedCharacter(session)?.profilePictureUrl).toBeNull()
  },
}

// ------------------------------------------------------------ biography: the form

export const BiographyOpensOnItsField: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBiography(canvasElement)
    await visible(() => dialog.getByRole('heading', { name: BIOGRAPHY_TEXTS.title }))
    const box = dialog.getByLabelText('Biography')
    await waitFor(() => expect(box).toHaveFocus(), SETTLE)
    // The counter is the text area's description.
    await expect(box).toHaveAccessibleDescription(/\d+\/1000/)
  },
}

export const BiographyCounter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBiography(canvasElement)
    const box = dialog.getByLabelText('Biography')
    await userEvent.clear(box)
    await visible(() => dialog.getByText('0/1000'))
    await userEvent.type(box, 'A ferryman.')
    await visible(() => dialog.getByText('11/1000'))
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled()
  },
}

export const BiographySaveDisabledWhenBlank: Story = {
  parameters: { world: { signedInAs: 'Cassius Thorne' } },
  play: async ({ canvasElement }) => {
    const dialog = await openBiography(canvasElement)
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(dialog.getByLabelText('Biography'), '    ')
    await visible(() => dialog.getByText('4/1000'))
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    // Nothing saved yet: nothing to remove.
    await expect(dialog.queryByRole('button', { name: 'Remove biography' })).toBeNull()
  },
}

export const BiographyAtLimit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBiography(canvasElement)
    const box = dialog.getByLabelText('Biography')
    fireEvent.change(box, { target: { value: 'x'.repeat(1000) } })
    await visible(() => dialog.getByText('1000/1000'))
    await userEvent.type(box, 'more')
    await visible(() => dialog.getByText('1000/1000'))
  },
}

/** Pasting past the limit keeps the first 1000 characters and says so. */
export const BiographyPasteTooLong: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openBiography(canvasElement)
    const box = dialog.getByLabelText('Biography')
    await userEvent.clear(box)
    await userEvent.click(box)
    await userEvent.paste('y'.repeat(1200))
    await visible(() => dialog.getByText(BIOGRAPHY_TEXTS.cut))
    await expect(box).toHaveValue('y'.repeat(1000))
  },
}

/** A deceased character cannot act: the fake backend's 403 text is shown as given. */
/** The server's own words for a refusal show as sent (a deceased character no longer gets this far). */
export const BiographyServerMessage: Story = {
  parameters: failing(
    { method: 'put', path: '/players/:name/biography' },
    { status: 422, message: 'Biographies are locked during the census' },
    AURELIA,
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openBiography(canvasElement)
    const box = dialog.getByLabelText('Biography')
    const typed = `${(box as HTMLTextAreaElement).value} Still here.`
    await userEvent.type(box, ' Still here.')
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
    await expectAlert(dialog, 'Biographies are locked during the census')
    await expect(box).toHaveValue(typed)
  },
}

// ------------------------------------------------------------ every call's failures (spec section 8)

interface ProfileCall {
  call: ApiCall
  fallback: string
  open: (canvasElement: HTMLElement) => Promise<Canvas>
  /** Fills the form and presses the call's button; returns what the form must still show. */
  act: (dialog: Canvas) => Promise<(dialog: Canvas) => Promise<void>>
}

const keepsFile = (name: string) => async (dialog: Canvas) =>
  visible(() => dialog.getByText(new RegExp(`^${name.replace('.', '\\.')} \\(`)))

const PROFILE_CALLS = {
  upload: {
    call: { method: 'post', path: '/players/:name/profile-picture/upload' },
    fallback: 'Failed to upload profile picture',
    open: openPicture,
    act: async (dialog) => {
      await chooseFile(dialog, imageFile())
      await userEvent.click(dialog.getByRole('button', { name: 'Upload' }))
      return keepsFile('portrait.png')
    },
  },
  setUrl: {
    call: { method: 'put', path: '/players/:name/profile-picture' },
    fallback: 'Failed to set profile picture',
    open: openPicture,
    act: async (dialog) => {
      await typeUrl(dialog, 'https://cdn.example.com/aurelia.png')
      return async (d) =>
        expect(d.getByLabelText('Image URL')).toHaveValue('https://cdn.example.com/aurelia.png')
    },
  },
  removePicture: {
    call: { method: 'delete', path: '/players/:name/profile-picture' },
    fallback: 'Failed to remove profile picture',
    open: openPicture,
    act: async (dialog) => {
      await userEvent.click(dialog.getByRole('button', { name: 'Remove picture' }))
      return async (d) => expect(d.getByRole('button', { name: 'Remove picture' })).toBeEnabled()
    },
  },
  setBiography: {
    call: { method: 'put', path: '/players/:name/biography' },
    fallback: 'Failed to set biography',
    open: openBiography,
    act: async (dialog) => {
      const box = dialog.getByLabelText('Biography')
      await userEvent.clear(box)
      await userEvent.type(box, 'A new story.')
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }))
      return async (d) => expect(d.getByLabelText('Biography')).toHaveValue('A new story.')
    },
  },
  removeBiography: {
    call: { method: 'delete', path: '/players/:name/biography' },
    fallback: 'Failed to remove biography',
    open: openBiography,
    act: async (dialog) => {
      await userEvent.click(dialog.getByRole('button', { name: 'Remove biography' }))
      return async (d) => expect(d.getByRole('button', { name: 'Remove biography' })).toBeEnabled()
    },
  },
} satisfies Record<string, ProfileCall>

/**
 * A 500 whose body carries only `error`: profile calls read `message` (spec section 8), so the
 * spec's default shows, never the server's internal error text.
 */
const errorOnly = (call: ProfileCall['call']) => ({
  world: {
    ...AURELIA,
    faults: {
      routes: [
        {
          match: new RegExp(`/api/v1${call.path.replace(/:[^/]+/g, '[^/]+')}$`),
          method: call.method.toUpperCase(),
          status: 500,
          body: { success: false, error: 'SQLITE_BUSY: database is locked' },
        },
      ],
    },
  },
})

/**
 * The call fails the `fault` way: the dialog shows the spec's text and keeps what was typed, and
 * nothing changed locally: after Cancel the dashboard shows the character as it was.
 */
const profileFails = (name: keyof typeof PROFILE_CALLS, fault: CallFault | 'error-only'): Story => {
  const spec: ProfileCall = PROFILE_CALLS[name]
  return {
    parameters: fault === 'error-only' ? errorOnly(spec.call) : failing(spec.call, fault, AURELIA),
    play: async ({ canvasElement }) => {
      const canvas = page(canvasElement)
      await canvas.findByRole('heading', { level: 1, name: 'Aurelia Voss' }, SETTLE)
      const original = before()
      const dialog = await spec.open(canvasElement)
      const kept = await spec.act(dialog)
      await expectAlert(
        dialog,
        fault === 'error-only'
          ? spec.fallback
          : faultText(fault, { fallback: spec.fallback, unanswered: CONNECT_ERROR }),
      )
      await kept(dialog)
      await expect(selectedCharacter(session)).toEqual(original)
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SETTLE)
      await expect(canvas.getByText(original.biography!)).toBeVisible()
      const picture = canvasElement.ownerDocument.querySelector(`img[src^="${original.profilePictureUrl}"]`)
      await expect(picture).not.toBeNull()
    },
  }
}

export const UploadAnswersEmptyObject = profileFails('upload', 'empty')
export const UploadAnswersNull = profileFails('upload', 'null')
export const UploadAnswersNonJson = profileFails('upload', 'non-json')
export const UploadServerError = profileFails('upload', 'server-error')
export const UploadNetworkFailure = profileFails('upload', 'network')
export const UploadTimeout = profileFails('upload', 'timeout')
export const UploadErrorWithoutMessage = profileFails('upload', 'error-only')

export const PictureUrlAnswersEmptyObject = profileFails('setUrl', 'empty')
export const PictureUrlAnswersNull = profileFails('setUrl', 'null')
export const PictureUrlAnswersNonJson = profileFails('setUrl', 'non-json')
export const PictureUrlServerError = profileFails('setUrl', 'server-error')
export const PictureUrlNetworkFailure = profileFails('setUrl', 'network')
export const PictureUrlTimeout = profileFails('setUrl', 'timeout')
export const PictureUrlErrorWithoutMessage = profileFails('setUrl', 'error-only')

export const RemovePictureAnswersEmptyObject = profileFails('removePicture', 'empty')
export const RemovePictureAnswersNull = profileFails('removePicture', 'null')
export const RemovePictureAnswersNonJson = profileFails('removePicture', 'non-json')
export const RemovePictureServerError = profileFails('removePicture', 'server-error')
export const RemovePictureNetworkFailure = profileFails('removePicture', 'network')
export const RemovePictureTimeout = profileFails('removePicture', 'timeout')

export const BiographyAnswersEmptyObject = profileFails('setBiography', 'empty')
export const BiographyAnswersNull = profileFails('setBiography', 'null')
export const BiographyAnswersNonJson = profileFails('setBiography', 'non-json')
export const BiographyServerError = profileFails('setBiography', 'server-error')
export const BiographyNetworkFailure = profileFails('setBiography', 'network')
export const BiographyTimeout = profileFails('setBiography', 'timeout')
export const BiographyErrorWithoutMessage = profileFails('setBiography', 'error-only')

export const RemoveBiographyAnswersEmptyObject = profileFails('removeBiography', 'empty')
export const RemoveBiographyAnswersNull = profileFails('removeBiography', 'null')
export const RemoveBiographyAnswersNonJson = profileFails('removeBiography', 'non-json')
export const RemoveBiographyServerError = profileFails('removeBiography', 'server-error')
export const RemoveBiographyNetworkFailure = profileFails('removeBiography', 'network')
export const RemoveBiographyTimeout = profileFails('removeBiography', 'timeout')
export const RemoveBiographyErrorWithoutMessage = profileFails('removeBiography', 'error-only')
