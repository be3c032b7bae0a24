import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { Avatar } from '@/ui/avatar'

// A picture made on the spot, so the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#6366f1"/></linearGradient></defs><rect width="80" height="80" fill="url(#g)"/><circle cx="40" cy="32" r="14" fill="#e0f2fe"/><rect x="18" y="50" width="44" height="30" rx="15" fill="#e0f2fe"/></svg>',
)}`

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Aldric Stone', size: 80 },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initial: Story = {
  args: { alt: 'Aldric Stone' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Aldric Stone' })
    await expect(avatar).toHaveTextContent('A')
  },
}

export const Picture: Story = {
  args: { src: picture, alt: 'Aldric Stone' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Aldric Stone' })
    await expect(img.tagName).toBe('IMG')
  },
}

export const BrokenPictureFallsBack: Story = {
  args: { src: '/uploads/missing-picture.png', fallback: 'icon', alt: 'Aldric Stone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // once the image fails, the icon fallback takes its place
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull(), SETTLE)
    await expect(canvas.getByRole('img', { name: 'Aldric Stone' }).querySelector('svg')).not.toBeNull()
  },
}

export const Variants: Story = {
  render: () => (
    <ul className="flex flex-wrap items-end gap-6">
      {[
        { label: 'Recent (green)', node: <Avatar name="Mira Vale" size={80} tone="green" /> },
        { label: 'Other (blue)', node: <Avatar name="Tobin Reed" size={80} tone="blue" /> },
        {
          label: 'Deceased',
          node: <Avatar name="Old Garrick" size={80} tone="slate" dimmed src={picture} />,
        },
        { label: 'Divine Entity', node: <Avatar name="Divine Entity" size={80} admin /> },
        { label: 'Default 40px', node: <Avatar name="Kes" /> },
        { label: 'No name', node: <Avatar name="" size={60} /> },
        { label: 'Dashboard 100px', node: <Avatar name="Mira Vale" size={100} tone="green" src={picture} /> },
      ].map(({ label, node }) => (
        <li key={label} className="flex flex-col items-center gap-2 text-xs text-muted">
          {node}
          {label}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Divine Entity')).toBeVisible()
    await expect(canvas.getByText('M', { selector: 'span' })).toBeInTheDocument()
  },
}
