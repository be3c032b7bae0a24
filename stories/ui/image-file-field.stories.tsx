import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { ImageFileField, useImagePreview } from '@/ui/image-file-field'

/** The field with its own state and the preview it makes, as a dialog would hold them. */
function Picker() {
  const [file, setFile] = useState<File | null>(null)
  const preview = useImagePreview(file)
  return (
    <div className="max-w-md space-y-4">
      <ImageFileField file={file} onChange={setFile} />
      {preview && <img src={preview} alt="Preview" className="size-16 rounded-xl object-cover" />}
    </div>
  )
}

const meta = {
  title: 'UI/Image file field',
  component: Picker,
} satisfies Meta<typeof Picker>

export default meta
type Story = StoryObj<typeof meta>

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No file chosen')).toBeVisible()
    await expect(canvas.getByText('PNG, JPEG or WebP, up to 5 MB.')).toBeVisible()
    await expect(canvas.getByLabelText('Image file')).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, up to 5 MB.',
    )
  },
}

/** A chosen image: its name and size, and a preview; a file of another type gets none. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(canvas.getByLabelText('Image file'), new File([PNG], 'flag.png', { type: 'image/png' }))
    await expect(canvas.getByText(/^flag\.png \(\d+ B\)$/)).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Preview' })).toBeVisible()
    await user.upload(
      canvas.getByLabelText('Image file'),
      new File([PNG], 'dance.gif', { type: 'image/gif' }),
    )
    await expect(canvas.getByText(/^dance\.gif/)).toBeVisible()
    await expect(canvas.queryByRole('img', { name: 'Preview' })).toBeNull()
  },
}
