// The kit's rules this part of issue 6 added: the test-only time-out, which field a failed login
// check points at, the character list's search only when there is something to search, a page's
// focus on its heading (lazy ones too), the undebounced search, the field-wired descriptions, and
// the demo reset that also ends faults and anything typed on the screen.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useRef, useState } from 'react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { delay, http, HttpResponse } from 'msw'
import { render, screen, waitFor, within } from '../support/render'
import { api, ApiError, setApiTimeoutForTests } from '@/api/client'
import { findLoginProblem, LOGIN_MESSAGES } from '@/lib/validation'
import { characterListView } from '@/features/characters/character-list'
import { useFocusHeading } from '@/lib/focus-heading'
import { backStepCount, clearBackSteps, pushBackStep } from '@/lib/back-stack'
import { SearchInput } from '@/ui/search-input'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { App } from '@/app/App'
import { DEMO_TEXTS } from '@/app/DemoBanner'
import { demo, setDemoControls, type DemoFaultConfig } from '@/state/demo'
import { logout, session } from '@/state/session'
import { clearNotices } from '@/state/notices'
import { adminWithoutCharacters, newbieAuth, playerAuth } from './fixtures/accounts'

describe('setApiTimeoutForTests', () => {
  const server = setupServer(
    http.get('*/api/v1/slow', async () => {
      await delay(400)
      return HttpResponse.json({ ok: true })
    }),
  )
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => setApiTimeoutForTests(null))
  afterAll(() => server.close())

  it('makes a call that answers too late fail as a time-out, and null restores the product time-out', async () => {
    setApiTimeoutForTests(50)
    const failure = await api('/slow', { read: (b) => b }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).kind).toBe('timeout')
    setApiTimeoutForTests(null)
    await expect(api('/slow', { read: (b) => b })).resolves.toEqual({ ok: true })
  })
})

describe('findLoginProblem names the field to mark', () => {
  it.each([
    [{ mode: 'username', identifier: '', password: '' }, 'identifier', LOGIN_MESSAGES.usernameEmpty],
    [{ mode: 'uuid', identifier: 'nope', password: 'x' }, 'identifier', LOGIN_MESSAGES.uuidFormat],
    [
      { mode: 'username', identifier: 'DemoPlayer', password: '  ' },
      'password',
      LOGIN_MESSAGES.passwordEmpty,
    ],
  ] as const)('%j -> %s', (input, field, message) => {
    expect(findLoginProblem(input)).toEqual({ field, message })
  })

  it('is null when both pass', () => {
    expect(findLoginProblem({ mode: 'username', identifier: 'DemoPlayer', password: 'pw' })).toBeNull()
  })
})

describe('characterListView: the search only when there is something to search', () => {
  it('has no search for an account without characters', () => {
    expect(characterListView(newbieAuth, '').searchable).toBe(false)
  })
  it('keeps it for an admin without characters (Divine Entity) and for a player with some', () => {
    expect(characterListView(adminWithoutCharacters, '').searchable).toBe(true)
    expect(characterListView(playerAuth, '').searchable).toBe(true)
  })
})

function Page({ loaded }: { loaded: boolean }) {
  const root = useRef<HTMLDivElement>(null)
  useFocusHeading(root, 'page')
  return (
    <div>
      <button type="button">elsewhere</button>
      <div ref={root}>{loaded && <h1>Banking & Finance</h1>}</div>
    </div>
  )
}

describe('useFocusHeading', () => {
  it('focuses the page heading', () => {
    render(<Page loaded />)
    expect(screen.getByRole('heading', { name: 'Banking & Finance' })).toHaveFocus()
  })

  it('waits for a heading that arrives later (a lazily loaded area)', async () => {
    const { rerender } = render(<Page loaded={false} />)
    rerender(<Page loaded />)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Banking & Finance' })).toHaveFocus())
  })

  it('leaves focus alone when the user moved it before the heading arrived', async () => {
    const { rerender } = render(<Page loaded={false} />)
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' })
    elsewhere.focus()
    rerender(<Page loaded />)
    await screen.findByRole('heading')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(elsewhere).toHaveFocus()
  })
})

describe('back steps', () => {
  it('Back runs the newest step', async () => {
    const older = vi.fn()
    const newer = vi.fn()
    pushBackStep(older)
    pushBackStep(newer)
    window.history.back()
    await vi.waitFor(() => expect(newer).toHaveBeenCalledTimes(1))
    expect(older).not.toHaveBeenCalled()
    await clearBackSteps()
  })

  it('clearBackSteps drops every step without running it and resolves once the history moved', async () => {
    const ran = vi.fn()
    pushBackStep(ran)
    pushBackStep(ran)
    expect(backStepCount()).toBe(2)
    await clearBackSteps()
    expect(backStepCount()).toBe(0)
    expect(ran).not.toHaveBeenCalled()
  })
})

describe('SearchInput without a debounce', () => {
  it('reports every keystroke at once', async () => {
    const seen: string[] = []
    function Demo() {
      const [value, setValue] = useState('')
      return (
        <SearchInput
          label="Search characters"
          value={value}
          debounceMs={0}
          onSearch={(next) => {
            seen.push(next)
            setValue(next)
          }}
        />
      )
    }
    render(<Demo />)
    await userEvent.setup().type(screen.getByRole('searchbox'), 'ab')
    expect(seen).toEqual(['a', 'ab'])
  })
})

describe('ConfirmDialog type-to-confirm', () => {
  it('describes its input through the field and starts empty on every opening', async () => {
    const user = userEvent.setup()
    function Demo() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            reopen
          </button>
          <ConfirmDialog
            open={open}
            onClose={() => setOpen(false)}
            title="Delete nation?"
            confirmLabel="Delete"
            destructive
            typeToConfirm="Aurelia"
            onConfirm={() => undefined}
          />
        </>
      )
    }
    render(<Demo />)
    const input = await screen.findByRole('textbox')
    expect(input).toHaveAccessibleDescription('The button stays disabled until the text matches exactly.')
    await user.type(input, 'Aurel')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'reopen', hidden: true }))
    expect(await screen.findByRole('textbox')).toHaveValue('')
  })
})

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
