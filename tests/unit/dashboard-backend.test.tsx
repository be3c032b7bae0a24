// The dashboard, dialogs and admin frame against the fake game backend (the `minimal` world),
// so the console and the backend are checked to speak the same contract.

import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '../support/render'
import userEvent from '@testing-library/user-event'
import { useFakeBackend } from '../support/backend'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios'
import { DIVINE_ENTITY } from '@/api/auth'
import { fetchUgcStatus } from '@/api/system'
import { GameScreen } from '@/app/GameScreen'
import { selectedCharacter, session } from '@/state/session'
import { signInAs } from '../support/sign-in'

useFakeBackend('minimal')

async function enter(account: { uuid: string; password: string }, name: string) {
  await signInAs(name, account)
  return render(<GameScreen />)
}

describe('dashboard on the fake backend', () => {
  it("shows DemoPlayer's main character and saves a biography the server keeps", async () => {
    const u = userEvent.setup()
    await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN)
    expect(screen.getByRole('heading', { level: 1, name: DEMO_PLAYER_MAIN })).toBeInTheDocument()
    expect(screen.getByText('Most Recent Character')).toBeInTheDocument()
    expect(screen.getByText(/Merchant-princess of the river ports/)).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Edit biography' }))
    const dialog = within(screen.getByRole('dialog'))
    await u.clear(dialog.getByLabelText('Biography'))
    await u.type(dialog.getByLabelText('Biography'), 'Retired from the river trade.')
    await u.click(dialog.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Retired from the river trade.')).toBeInTheDocument())

    // Back refreshes the account's characters from the server: the change is stored there.
    // Found once the dialog has closed (until then the page behind it is hidden from the tree).
    await u.click(await screen.findByRole('button', { name: /Back/ }))
    await waitFor(() =>
      expect(session.auth?.displayNames.find((c) => c.name === DEMO_PLAYER_MAIN)?.biography).toBe(
        'Retired from the river trade.',
      ),
    )
  })

  it("sets a picture by URL and shows the server's refusal of a bad one", async () => {
    const u = userEvent.setup()
    await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN)
    await u.click(screen.getByRole('button', { name: 'Edit profile picture' }))
    let dialog = within(screen.getByRole('dialog'))
    await u.click(dialog.getByRole('tab', { name: 'Use URL' }))
    await u.type(dialog.getByLabelText('Image URL'), 'https://cdn.example.com/portrait.bmp')
    await u.click(dialog.getByRole('button', { name: 'Save URL' }))
    const refusal = await dialog.findByRole('alert')
    expect(refusal.textContent).not.toBe('')
    expect(refusal.textContent).not.toBe('Failed to set profile picture')
    expect(dialog.getByLabelText('Image URL')).toHaveValue('https://cdn.example.com/portrait.bmp')

    await u.clear(dialog.getByLabelText('Image URL'))
    await u.type(dialog.getByLabelText('Image URL'), 'https://cdn.example.com/portrait.png')
    await u.click(dialog.getByRole('button', { name: 'Save URL' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(selectedCharacter(session)?.profilePictureUrl).toBe('https://cdn.example.com/portrait.png')

    await u.click(screen.getByRole('button', { name: 'Edit profile picture' }))
    dialog = within(screen.getByRole('dialog'))
    await u.click(dialog.getByRole('button', { name: 'Remove picture' }))
    await waitFor(() => expect(selectedCharacter(session)?.profilePictureUrl).toBeNull())
  })

  it('opens the admin frame for Divine Entity and toggles UGC on the server', async () => {
    const u = userEvent.setup()
    await enter(DEMO_ACCOUNTS.admin, DIVINE_ENTITY)
    expect(await screen.findByRole('heading', { name: 'Divine Entity Admin Panel' })).toBeInTheDocument()
    await u.click(screen.getByRole('tab', { name: 'System Settings' }))
    await u.click(screen.getByRole('switch', { name: 'Show user-generated content' }))
    expect(await screen.findByText('Currently: hidden')).toBeInTheDocument()
    await expect(fetchUgcStatus()).resolves.toMatchObject({ ugcEnabled: false })
  })

  it("refuses the UGC toggle to a player with the server's message", async () => {
    const u = userEvent.setup()
    await enter(DEMO_ACCOUNTS.player, DEMO_PLAYER_MAIN)
    // A player never sees the admin frame; flip the flag to call the admin endpoint as a player.
    session.session!.isAdminPanel = true
    await u.click(await screen.findByRole('tab', { name: 'System Settings' }))
    await u.click(screen.getByRole('switch', { name: 'Show user-generated content' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Failed to toggle UGC: .+/)
    expect(screen.getByText('Currently: visible')).toBeInTheDocument()
  })
})
