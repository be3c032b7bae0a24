import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SETTLE } from '../support/world'
import { ThemeMenu } from '@/ui/theme-menu'
import { THEME_KEY } from '@/lib/theme'
import { page } from '../support/play'

const meta = {
  title: 'UI/Theme menu',
  component: ThemeMenu,
  // Starts from System, whatever an earlier story or visit chose.
  beforeEach: () => {
    localStorage.removeItem(THEME_KEY)
    const before = { ...document.documentElement.dataset }
    return () => {
      localStorage.removeItem(THEME_KEY)
      document.documentElement.dataset.theme = before.theme ?? 'dark'
      if (before.contrast) document.documentElement.dataset.contrast = before.contrast
      else delete document.documentElement.dataset.contrast
    }
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeMenu>

export default meta
type Story = StoryObj<typeof meta>

/** System, Light, Dark and High contrast as radios; a pick applies at once and is kept. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const root = document.documentElement
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: System' }))
    const group = within(await canvas.findByRole('radiogroup', { name: 'Theme' }, SETTLE))
    await expect(group.getAllByRole('radio').map((radio: HTMLElement) => radio.textContent)).toEqual([
      'System',
      'Light',
      'Dark',
      'High contrast',
    ])
    await expect(group.getByRole('radio', { name: 'System' })).toHaveAttribute('aria-checked', 'true')

    await userEvent.click(group.getByRole('radio', { name: 'Light' }))
    await expect(root.dataset.theme).toBe('light')
    await expect(localStorage.getItem(THEME_KEY)).toBe('light')
    await expect(group.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true')
    await expect(canvas.getByRole('button', { name: 'Theme: Light' })).toBeVisible()

    await userEvent.click(group.getByRole('radio', { name: 'High contrast' }))
    await expect(root.dataset.contrast).toBe('more')
    await expect(localStorage.getItem(THEME_KEY)).toBe('contrast')

    await userEvent.click(group.getByRole('radio', { name: 'Dark' }))
    await expect(root.dataset.theme).toBe('dark')
    await expect(root.dataset.contrast).toBeUndefined()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('radiogroup')).toBeNull(), SETTLE)
    await expect(canvas.getByRole('button', { name: 'Theme: Dark' })).toHaveFocus()
  },
}
