import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { LoginScreen } from '@/features/auth'
import { LOGIN_TEXTS } from '@/features/auth/texts'
import { CharacterSelectScreen } from '@/features/characters'
import { currentLanguage } from '@/lib/i18n/runtime'
import type { StoryWorld } from '../support/world'
import { page } from '../support/play'

// The console in other languages (issue 37): the toolbar's Language, set here per story.
const meta = {
  title: 'Screens/Languages',
  component: LoginScreen,
  parameters: { world: {} satisfies StoryWorld },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

/** In German; switching to English keeps what was typed and changes every text at once. */
export const LoginInGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Bei deinem Konto anmelden' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Anmelden' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Registrieren' })).toBeVisible()
    const username = canvas.getByPlaceholderText('Benutzername eingeben')
    await userEvent.type(username, 'DemoPlayer')
    const switcher = await canvas.findByRole('combobox', { name: 'Sprache' }, { timeout: 10_000 })
    await expect(switcher).toHaveValue('de')
    await userEvent.selectOptions(switcher, 'en')
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible(),
    )
    await expect(canvas.getByPlaceholderText('Enter your username')).toHaveValue('DemoPlayer')
    await expect(document.documentElement.lang).toBe('en')
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en')
  },
}

/** The pseudo-locale: every text went through the catalogue, 40 % longer, and nothing overflows. */
export const LoginInPseudoLocale: Story = {
  globals: { locale: 'en-XA' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(currentLanguage()).toBe('en-XA')
    const heading = canvas.getByRole('heading', { level: 1 })
    await expect(heading).toHaveTextContent(LOGIN_TEXTS.signInHeading)
    await expect(heading.textContent).toMatch(/^⟦.+⟧$/)
    await expect(heading.textContent!.length).toBeGreaterThan('Sign in to your account'.length * 1.3)
    await expect(LOGIN_TEXTS.submit).toBe('⟦Šîîĝñ ÎÎñ⟧')
    await expect(canvas.getByRole('button', { name: LOGIN_TEXTS.submit })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
  },
}

/** Character selection in German: the spec's sentence with the German number. */
export const CharactersInGerman: StoryObj<typeof CharacterSelectScreen> = {
  globals: { locale: 'de' },
  parameters: { world: { signedInAs: { account: 'DemoPlayer' } } satisfies StoryWorld },
  render: () => <CharacterSelectScreen />,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Charakter wählen' })).toBeVisible()
    await expect(canvas.getByText('Wähle einen deiner 5 Charaktere, um fortzufahren')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeVisible()
    await expect(canvas.getByPlaceholderText('Charaktere suchen...')).toBeVisible()
  },
}
