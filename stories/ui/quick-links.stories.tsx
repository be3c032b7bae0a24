import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DEFAULT_CONFIG } from '@/config/config'
import { QuickLinks } from '@/ui/quick-links'

const meta = {
  title: 'UI/QuickLinks',
  component: QuickLinks,
  args: { links: ['chat', 'store', 'map', 'wiki'], urls: DEFAULT_CONFIG.links },
} satisfies Meta<typeof QuickLinks>

export default meta
type Story = StoryObj<typeof meta>

export const LoginScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Quick links' })
    const expected = {
      Chat: DEFAULT_CONFIG.links.chat,
      Store: DEFAULT_CONFIG.links.store,
      Map: DEFAULT_CONFIG.links.map,
      Wiki: DEFAULT_CONFIG.links.wiki,
    }
    for (const [name, href] of Object.entries(expected)) {
      const link = within(nav).getByRole('link', { name })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  },
}

export const CharacterScreen: Story = {
  args: { links: ['store', 'map', 'wiki'] },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick links' })
    await expect(within(nav).getAllByRole('link')).toHaveLength(3)
    await expect(within(nav).queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument()
  },
}

/** Below the small breakpoint the labels hide visually but stay the links' accessible names. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick links' })
    await expect(within(nav).getByRole('link', { name: 'Store' })).toBeVisible()
  },
}

export const FromConfig: Story = {
  args: { urls: { ...DEFAULT_CONFIG.links, wiki: 'https://wiki.other.example', map: '' } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Quick links' })
    await expect(within(nav).getByRole('link', { name: 'Wiki' })).toHaveAttribute(
      'href',
      'https://wiki.other.example',
    )
    // an empty URL in config.json leaves that button out
    await expect(within(nav).queryByRole('link', { name: 'Map' })).not.toBeInTheDocument()
  },
}
