import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BiographyDialog, ProfilePictureDialog } from '@/features/profile'
import {
  ALDRIC,
  BIOGRAPHY_URL,
  PICTURE_API_URL,
  PICTURE_URL,
  UPLOAD_URL,
  gameHandlersWith,
  hangAll,
  refusal,
  SETTLE,
  startGame,
} from './game-fixtures'

const CONNECT = 'Failed to connect to server'
const HINT = 'Must be a valid HTTP/HTTPS URL ending in .png, .jpg, .jpeg, .gif or .webp'

type Canvas = ReturnType<typeof within>
/**
 * The page, once this story's dialog has finished fading in. The runner reuses the page, so a
 * previous story's dialog may still be on its way out: wait until exactly one is left.
 */
async function opened(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement.ownerDocument.body)
  await waitFor(() => {
    const [dialog, ...others] = canvas.getAllByRole('dialog')
    expect(others).toHaveLength(0)
    // The title sits in the panel, the part that fades in.
    expect(within(dialog).getAllByRole('heading')[0]).toBeVisible()
  }, SETTLE)
  return canvas
}

// The browser's own accept filter would hide wrong files; the dialog's checks are under test.
const user = () => userEvent.setup({ applyAccept: false })

/** A real 48 px PNG, so the dialog's preview shows a picture. */
const PORTRAIT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAl0lEQVR42u3WSwqAQAwE0dp4WC/kKd26FBQEEWHG+eAkgYY+wFslxbTMroZAAgkkUGTQum+pGYAymh4Tf1B6WPFBVZoGE39rak0CCSSQQLFA7i61nmvQHnJajIr8cCBFvpq6GtSsqTIxRlNuYgylnMVgzaeJ8Zq8CRNNxoSVJmXCipJiYa55mfCgeZpworlN+NFcw5Xm3AFpRiPUO3717QAAAABJRU5ErkJggg=='

const portraitBytes = () => Uint8Array.from(atob(PORTRAIT_PNG), (c) => c.charCodeAt(0))

/** A valid portrait, or a blank file of `size` bytes (for the type and size checks). */
const imageFile = (size?: number, name = 'portrait.png', type = 'image/png') =>
  new File([size === undefined ? portraitBytes() : new Uint8Array(size)], name, { type })

/**
 * Visible, allowing for the panel's fade: Headless UI can restart it (opacity 0 for a frame)
 * while the page is busy, so the element is looked up and checked again until it settles.
 */
const visible = (query: () => HTMLElement) => waitFor(() => expect(query()).toBeVisible(), SETTLE)

/** The alert holds exactly the spec's text. */
async function expectAlert(canvas: Canvas, text: string) {
  const alert = await canvas.findByRole('alert', {}, SETTLE)
  await waitFor(() => expect(alert.textContent).toBe(text), SETTLE)
}

async function chooseFile(canvas: Canvas, file: File) {
  await user().upload(canvas.getByLabelText('Image file'), file)
}

async function typeUrl(canvas: Canvas, url: string) {
  await userEvent.click(canvas.getByRole('tab', { name: 'Use URL' }))
  if (url) await userEvent.type(canvas.getByLabelText('Image URL'), url)
  await userEvent.click(canvas.getByRole('button', { name: 'Save URL' }))
}

const meta = {
  title: 'Screens/Profile dialogs',
  component: ProfilePictureDialog,
  args: { open: true, onClose: fn(), characterName: ALDRIC.name, currentUrl: PICTURE_URL },
  parameters: { msw: gameHandlersWith() },
  loaders: [() => startGame(ALDRIC)],
} satisfies Meta<typeof ProfilePictureDialog>

export default meta
type Story = StoryObj<typeof meta>

// ------------------------------------------------------------ profile picture: validation

export const PictureTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await visible(() => canvas.getByRole('heading', { name: 'Profile picture' }))
    await visible(() => canvas.getByRole('tab', { name: 'Upload Image', selected: true }))
    await visible(() => canvas.getByRole('tab', { name: 'Use URL' }))
    await visible(() => canvas.getByRole('button', { name: 'Remove picture' }))
  },
}

export const PictureNoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expectAlert(canvas, 'Please select a file')
  },
}

export const PictureWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile(512, 'dance.gif', 'image/gif'))
    await expectAlert(canvas, 'Please select a PNG, JPEG, or WebP image file.')
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expectAlert(canvas, 'Please select a PNG, JPEG, or WebP image file.')
  },
}

export const PictureTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile(5_242_881))
    await expectAlert(canvas, 'File size must be less than 5MB.')
  },
}

export const PictureUrlTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Use URL' }))
    await visible(() => canvas.getByText(HINT))
    await expect(canvas.getByLabelText('Image URL')).toHaveAttribute(
      'placeholder',
      'https://example.com/picture.png',
    )
  },
}

export const PictureUrlBlank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await typeUrl(canvas, '   ')
    await expectAlert(canvas, 'Please enter a valid URL')
  },
}

// ------------------------------------------------------------ profile picture: calls

export const PictureUploading: Story = {
  parameters: { msw: gameHandlersWith(hangAll(UPLOAD_URL)) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expect(await canvas.findByRole('button', { name: 'Uploading...' }, SETTLE)).toBeDisabled()
  },
}

export const PictureUploaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile())
    await visible(() => canvas.getByText(/^portrait\.png \(/))
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), SETTLE)
  },
}

export const PictureUploadServerMessage: Story = {
  parameters: {
    msw: gameHandlersWith(http.post(UPLOAD_URL, () => refusal(400, 'Image bytes are not PNG, JPEG or WebP'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expectAlert(canvas, 'Image bytes are not PNG, JPEG or WebP')
    await visible(() => canvas.getByText(/^portrait\.png \(/))
  },
}

export const PictureUploadFailed: Story = {
  parameters: {
    msw: gameHandlersWith(http.post(UPLOAD_URL, () => new HttpResponse('boom', { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expectAlert(canvas, 'Failed to upload profile picture')
  },
}

export const PictureUploadOffline: Story = {
  parameters: { msw: gameHandlersWith(http.post(UPLOAD_URL, () => HttpResponse.error())) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await chooseFile(canvas, imageFile())
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }))
    await expectAlert(canvas, CONNECT)
  },
}

export const PictureUrlServerMessage: Story = {
  parameters: {
    msw: gameHandlersWith(
      http.put(PICTURE_API_URL, () => refusal(400, 'The URL must end in .png, .jpg, .jpeg, .gif or .webp')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await typeUrl(canvas, 'https://cdn.example.com/me.bmp')
    await expectAlert(canvas, 'The URL must end in .png, .jpg, .jpeg, .gif or .webp')
    await expect(canvas.getByLabelText('Image URL')).toHaveValue('https://cdn.example.com/me.bmp')
  },
}

export const PictureUrlFailed: Story = {
  parameters: {
    msw: gameHandlersWith(http.put(PICTURE_API_URL, () => HttpResponse.json({}, { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await typeUrl(canvas, 'https://cdn.example.com/me.png')
    await expectAlert(canvas, 'Failed to set profile picture')
    await expect(canvas.getByLabelText('Image URL')).toHaveValue('https://cdn.example.com/me.png')
  },
}

export const PictureUrlOffline: Story = {
  parameters: { msw: gameHandlersWith(http.put(PICTURE_API_URL, () => HttpResponse.error())) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await typeUrl(canvas, 'https://cdn.example.com/me.png')
    await expectAlert(canvas, CONNECT)
  },
}

export const PictureRemoveFailed: Story = {
  parameters: {
    msw: gameHandlersWith(http.delete(PICTURE_API_URL, () => HttpResponse.json({}, { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }))
    await expectAlert(canvas, 'Failed to remove profile picture')
  },
}

export const PictureRemoveOffline: Story = {
  parameters: { msw: gameHandlersWith(http.delete(PICTURE_API_URL, () => HttpResponse.error())) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }))
    await expectAlert(canvas, CONNECT)
  },
}

// ------------------------------------------------------------ biography

const biography = (current: string | null = ALDRIC.biography) => ({
  render: (args: { onClose: () => void }) => (
    <BiographyDialog open onClose={args.onClose} characterName={ALDRIC.name} currentBiography={current} />
  ),
})

export const BiographyCounter: Story = {
  ...biography(null),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await visible(() => canvas.getByRole('heading', { name: 'Edit biography' }))
    await visible(() => canvas.getByText('0/1000'))
    await userEvent.type(canvas.getByLabelText('Biography'), 'A ferryman.')
    await visible(() => canvas.getByText('11/1000'))
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled()
  },
}

export const BiographySaveDisabled: Story = {
  ...biography(null),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Biography'), '    ')
    await visible(() => canvas.getByText('4/1000'))
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Remove biography' })).toBeNull()
  },
}

export const BiographyAtLimit: Story = {
  ...biography('x'.repeat(1000)),
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await visible(() => canvas.getByText('1000/1000'))
    await userEvent.type(canvas.getByLabelText('Biography'), 'more')
    await visible(() => canvas.getByText('1000/1000'))
  },
}

export const BiographyServerMessage: Story = {
  ...biography(),
  parameters: {
    msw: gameHandlersWith(http.put(BIOGRAPHY_URL, () => refusal(403, 'Deceased characters cannot act'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.type(canvas.getByLabelText('Biography'), ' Still here.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expectAlert(canvas, 'Deceased characters cannot act')
    await expect(canvas.getByLabelText('Biography')).toHaveValue(`${ALDRIC.biography} Still here.`)
  },
}

export const BiographySaveFailed: Story = {
  ...biography(),
  parameters: {
    msw: gameHandlersWith(http.put(BIOGRAPHY_URL, () => new HttpResponse(null, { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expectAlert(canvas, 'Failed to set biography')
  },
}

export const BiographyOffline: Story = {
  ...biography(),
  parameters: { msw: gameHandlersWith(http.put(BIOGRAPHY_URL, () => HttpResponse.error())) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expectAlert(canvas, CONNECT)
  },
}

export const BiographyRemoveFailed: Story = {
  ...biography(),
  parameters: {
    msw: gameHandlersWith(http.delete(BIOGRAPHY_URL, () => HttpResponse.json({}, { status: 500 }))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove biography' }))
    await expectAlert(canvas, 'Failed to remove biography')
  },
}
