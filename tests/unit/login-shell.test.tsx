// index.html's static login (src/app/login-shell) and the app taking it over: the shell as
// render-shell.tsx makes it, index.html's own inline script recording presses, and the real App
// rendered over it, so what a player typed or pressed before the script ran is never lost.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { screen, within } from '@testing-library/react'
import { App } from '@/app/App'
import { renderLoginShell } from '@/app/login-shell/render-shell'
import { takeOverLoginShell } from '@/app/login-shell/take-over'
import { LOGIN_SHELL_ATTRIBUTE } from '@/app/login-shell/shell-markers'
import { getConfig, setRuntimeConfig } from '@/config/runtime'
import { AUTH_KEY, logout, session } from '@/state/session'
import { useFakeBackend } from '../support/backend'
import { SETTLED } from '../support/timeouts'
import { PLAYER_UUID } from './fixtures/accounts'
import { recordLoginBodies } from './fixtures/login-requests'
import { withoutComments } from '../../.config/login-shell-plugin'

useFakeBackend('minimal')

// As the build ships it: without its comments.
const indexHtml = withoutComments(readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8'))
/** index.html's inline script of the static login (the other sets the theme), run as the page would. */
const inlineScript = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map((match) => match[1])
  .find((script) => script.includes('__loginShell'))!

const original = getConfig()
const loginBodies = recordLoginBodies()
let container: HTMLElement
let root: Root | null = null

afterEach(() => {
  root?.unmount()
  root = null
  container?.remove()
  window.__loginShell?.stop()
  delete window.__loginShell
  delete document.documentElement.dataset.start
  delete document.documentElement.dataset.takeOver
  setRuntimeConfig(original)
  logout()
})

/** The page as index.html paints it before any module script: the shell, with its inline script. */
function paintShell() {
  const markup = renderLoginShell()
  // Rendering the shell sets the build's stand-in config; the app runs with the deployment's.
  setRuntimeConfig(original)
  container = document.createElement('div')
  container.innerHTML = markup
  document.body.append(container)
  new Function(inlineScript)()
  return container.querySelector<HTMLElement>(`[${LOGIN_SHELL_ATTRIBUTE}]`)!
}

/** Starts the app over the page and waits until it has taken the static login over. */
async function startApp() {
  const takeOver = takeOverLoginShell(
    container,
    <StrictMode>
      <App />
    </StrictMode>,
  )
  root = takeOver.root
  container = takeOver.container
  await takeOver.done
}

const identifierInput = () => screen.getByRole('textbox', { name: /Minecraft Username|UUID/ })
const passwordInput = () => screen.getByLabelText('Password')

describe('the static login (render-shell)', () => {
  it('is the sign-in form with nothing that can act before the app runs', () => {
    const markup = renderLoginShell()
    setRuntimeConfig(original)
    const page = document.createElement('div')
    page.innerHTML = markup
    const shell = page.querySelector(`[${LOGIN_SHELL_ATTRIBUTE}]`)!
    expect(within(shell as HTMLElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sign in to your account',
    )
    expect(shell.querySelector('input[name="username"]')).toHaveAttribute(
      'placeholder',
      'Enter your username',
    )
    expect(shell.querySelector('input[type="password"]')).toHaveAttribute(
      'placeholder',
      'Enter your password',
    )
    expect(shell.querySelector('[type="submit"]')).toHaveTextContent('Sign In')
    // No form to submit the password in a URL, no link but the skip link, nothing of the demo.
    expect(shell.querySelectorAll('form')).toHaveLength(0)
    expect([...shell.querySelectorAll('[href]')].map((a) => a.getAttribute('href'))).toEqual([
      '#main-content',
    ])
    expect(shell.querySelectorAll('[target]')).toHaveLength(0)
    for (const demoOnly of ['DemoPlayer', 'demo-player', 'Demo accounts', 'login-shell.invalid'])
      expect(markup).not.toContain(demoOnly)
    // Its last element says it is whole (src/login.css hides a login still being parsed).
    expect(markup.endsWith('<span data-login-shell-whole hidden></span></div>')).toBe(true)
  })

  it('is shown to new visitors only: index.html looks for the stored sign-in the app restores', () => {
    expect(inlineScript).toContain(`localStorage.getItem('${AUTH_KEY}')`)
  })
})

describe('the app taking the static login over', () => {
  it('keeps what was typed, the field and the caret', async () => {
    const user = userEvent.setup()
    const shell = paintShell()
    await user.type(shell.querySelector('input[name="username"]')!, 'DemoPlayer')
    const password = shell.querySelector<HTMLInputElement>('input[type="password"]')!
    await user.type(password, 'demo-player')
    password.setSelectionRange(2, 4)
    await startApp()
    expect(container.querySelector(`[${LOGIN_SHELL_ATTRIBUTE}]`)).toBeNull()
    expect(identifierInput()).toHaveValue('DemoPlayer')
    expect(passwordInput()).toHaveValue('demo-player')
    expect(passwordInput()).toHaveFocus()
    expect(passwordInput()).toHaveProperty('selectionStart', 2)
    expect(passwordInput()).toHaveProperty('selectionEnd', 4)
    // The app's fields are its own: typing goes on from there.
    await user.type(identifierInput(), '2')
    expect(identifierInput()).toHaveValue('DemoPlayer2')
  })

  it('signs in when Sign In was pressed before the app ran', async () => {
    const user = userEvent.setup()
    const shell = paintShell()
    await user.type(shell.querySelector('input[name="username"]')!, 'DemoPlayer')
    await user.type(shell.querySelector('input[type="password"]')!, 'demo-player')
    await user.click(within(shell).getByRole('button', { name: 'Sign In' }))
    expect(loginBodies()).toEqual([])
    await startApp()
    await vi.waitFor(() => expect(session.screen).toBe('character-select'), SETTLED)
    expect(loginBodies()).toEqual([{ uuid: PLAYER_UUID, password: 'demo-player' }])
  })

  it('signs in with the fields as they were when Enter was pressed in one', async () => {
    const user = userEvent.setup()
    const shell = paintShell()
    await user.type(shell.querySelector('input[name="username"]')!, 'DemoPlayer')
    await user.type(shell.querySelector('input[type="password"]')!, 'demo-player{Enter}')
    await user.type(shell.querySelector('input[type="password"]')!, ' typed after Enter')
    await startApp()
    await vi.waitFor(() => expect(session.screen).toBe('character-select'), SETTLED)
    expect(loginBodies()).toEqual([{ uuid: PLAYER_UUID, password: 'demo-player' }])
  })

  it('presses in order, with the fields as they were: Use UUID Directly, then a UUID typed', async () => {
    const user = userEvent.setup()
    const shell = paintShell()
    await user.type(shell.querySelector('input[name="username"]')!, 'typed first')
    await user.click(within(shell).getByRole('button', { name: 'Use UUID Directly' }))
    const identifier = shell.querySelector<HTMLInputElement>('input[name="username"]')!
    await user.clear(identifier)
    await user.type(identifier, PLAYER_UUID)
    await startApp()
    // The app's toggle clears the fields; what was typed after it is still there.
    expect(screen.getByRole('textbox', { name: 'UUID' })).toHaveValue(PLAYER_UUID)
    expect(screen.getByRole('button', { name: 'Use Minecraft Username Instead' })).toBeInTheDocument()
  })

  // The press began on the static login: ended on the app's, it would click neither (Chromium
  // clicks nothing when the element pressed is gone). The app waits for it to end.
  it.each([
    ['a pointer', '[MouseLeft>]', '[/MouseLeft]'],
    ['Space', '[Space>]', '[/Space]'],
  ])('takes over once a press held with %s has ended, and replays it', async (_, hold, release) => {
    const user = userEvent.setup()
    const shell = paintShell()
    // From a field: its blur, as the button takes focus, does not end the press.
    await user.type(shell.querySelector('input[name="username"]')!, 'typed first')
    const useUuid = within(shell).getByRole('button', { name: 'Use UUID Directly' })
    if (hold.includes('Mouse')) await user.pointer({ keys: hold, target: useUuid })
    else {
      useUuid.focus()
      await user.keyboard(hold)
    }
    const takeOver = takeOverLoginShell(container, <App />)
    root = takeOver.root
    // The app has rendered, outside the page, and waits.
    await vi.waitFor(() => expect(document.documentElement).toHaveAttribute('data-take-over', 'after-press'))
    expect(takeOver.container.querySelector('[data-press="identifier-mode"]')).not.toBeNull()
    expect(document.body.contains(shell)).toBe(true)
    if (hold.includes('Mouse')) await user.pointer({ keys: release, target: useUuid })
    else await user.keyboard(release)
    container = takeOver.container
    await takeOver.done
    expect(document.documentElement).not.toHaveAttribute('data-take-over')
    expect(document.body.contains(shell)).toBe(false)
    // Pressed, in the app: UUID mode, with the field as the player left it.
    expect(screen.getByRole('textbox', { name: 'UUID' })).toHaveValue('typed first')
  })

  it('takes over at once after a press that has ended', async () => {
    const user = userEvent.setup()
    const shell = paintShell()
    await user.click(within(shell).getByRole('button', { name: 'Use UUID Directly' }))
    await startApp()
    expect(document.documentElement).not.toHaveAttribute('data-take-over')
    expect(screen.getByRole('textbox', { name: 'UUID' })).toBeInTheDocument()
  })

  it('opens the Sign up tab when it was pressed', async () => {
    const user = userEvent.setup()
    const shell = paintShell()
    await user.click(within(shell).getByRole('tab', { name: 'Sign up' }))
    await startApp()
    expect(screen.getByRole('tab', { name: 'Sign up', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument()
  })

  it('ignores the shell a returning player never saw', async () => {
    document.documentElement.dataset.start = 'loading'
    const shell = paintShell()
    shell.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'unseen'
    await startApp()
    expect(container.querySelector(`[${LOGIN_SHELL_ATTRIBUTE}]`)).toBeNull()
    expect(identifierInput()).toHaveValue('')
  })

  it('renders the app alone when the page has no static login', async () => {
    container = document.createElement('div')
    document.body.append(container)
    await startApp()
    expect(identifierInput()).toHaveValue('')
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument()
    // Its autoFocus ran outside the page; the take-over focuses the field it meant.
    expect(identifierInput()).toHaveFocus()
  })
})
