// The demo banner's "Reset demo data": besides reloading the seeded world it switches injected
// faults off and clears what was typed and shown on the screen. The banner is a lazy chunk.
import { afterEach, describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { render, screen, waitFor, within } from '../support/render'
import { LOGIN_MESSAGES } from '@/lib/validation'
import { App } from '@/app/App'
import { DEMO_TEXTS } from '@/app/DemoBanner'
import { demo, setDemoControls, type DemoFaultConfig } from '@/state/demo'
import { logout, session } from '@/state/session'
import { clearNotices } from '@/state/notices'

describe('Reset demo data', () => {
  afterEach(() => {
    logout()
    clearNotices()
    demo.active = false
    demo.controls = null
  })

  it('switches injected faults off and clears what was typed and shown on the screen', async () => {
    let faults: DemoFaultConfig = { latencyMs: 0, routes: [{ match: '/auth/login', status: 503 }] }
    const listeners = new Set<() => void>()
    let resets = 0
    setDemoControls({
      resetDemoData: async () => {
        resets += 1
      },
      faults: {
        get: () => faults,
        set: (next) => {
          faults = next
          listeners.forEach((l) => l())
        },
        clear: () => {
          faults = { latencyMs: 0, routes: [] }
          listeners.forEach((l) => l())
        },
        subscribe: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    })
    const user = userEvent.setup()
    render(<App />)
    await user.type(screen.getByRole('textbox', { name: 'Minecraft Username' }), 'x!')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.usernameFormat)

    const banner = within(await screen.findByRole('complementary', { name: 'Demo mode' }))
    await user.click(banner.getByRole('button', { name: DEMO_TEXTS.reset }))
    const dialog = within(await screen.findByRole('dialog'))
    await user.click(dialog.getByRole('button', { name: DEMO_TEXTS.reset }))

    expect(await screen.findByText(DEMO_TEXTS.resetDone)).toBeInTheDocument()
    expect(resets).toBe(1)
    expect(faults.routes).toEqual([])
    expect(session.screen).toBe('login')
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Minecraft Username', hidden: true })).toHaveValue(''),
    )
    expect(screen.queryByText(LOGIN_MESSAGES.usernameFormat)).toBeNull()
  })
})
