// The admin panel's entity management against the fake game backend (the `minimal` world): the
// lists, each change and the exact body it sends, and every change's failure texts.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { render, screen, waitFor, within } from '../support/render'
import { API_URL, server, useFakeBackend } from '../support/backend'
import { signInAs } from '../support/sign-in'
import { db } from '@mocks/db'
import { DEMO_ACCOUNTS, DEMO_PLAYER_MAIN } from '@mocks/scenarios'
import { DIVINE_ENTITY, selectCharacter } from '@/api/auth'
import { AdminPanel } from '@/features/admin'
import { GameScreen } from '@/app/GameScreen'
import { logout } from '@/state/session'
import { clearNotices, notices } from '@/state/notices'
import { resetGame } from '@/state/game'

useFakeBackend('minimal')

interface SentCall {
  method: string
  path: string
  body: unknown
}

let sent: SentCall[] = []

beforeEach(() => {
  logout()
  clearNotices()
  resetGame()
  sent = []
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '')
    if (!path.startsWith('/admin/') || request.method === 'GET') return
    sent.push({ method: request.method, path, body: await request.clone().json() })
  })
})

afterEach(() => {
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})

/** Signs in as DemoAdmin's Divine Entity and opens Entity Management on `subtab`. */
type Subtab = 'Characters' | 'Banks' | 'Nations'

async function openEntitiesOn(u: UserEvent, subtab: Subtab) {
  await signInAs(DIVINE_ENTITY)
  render(<AdminPanel />)
  await u.click(screen.getByRole('tab', { name: 'Entity Management' }))
  if (subtab !== 'Characters') await u.click(screen.getByRole('tab', { name: subtab }))
  await screen.findByRole('list', { name: subtab })
}

async function openEntities(subtab: Subtab = 'Characters') {
  const u = userEvent.setup()
  await openEntitiesOn(u, subtab)
  return u
}

const card = (name: string) => screen.getByRole('article', { name })
const dialog = () => within(screen.getAllByRole('dialog').at(-1)!)
const lastNotice = () => notices.items.at(-1)?.text

describe('entity lists', () => {
  it('lists characters living first with deceased ones last and marked, and searches every list', async () => {
    const u = await openEntities()
    const names = within(screen.getByRole('list', { name: 'Characters' }))
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'))
    const deceased = db.characters.all().filter((c) => c.isDeceased).length
    expect(deceased).toBeGreaterThan(0)
    expect(names.slice(-deceased)).toEqual(expect.arrayContaining(['Old Tobias', 'Ysolde Fenn']))
    expect(within(card('Old Tobias')).getByText('Deceased')).toBeInTheDocument()
    expect(within(card('Old Tobias')).queryByRole('button', { name: 'Mark Deceased Old Tobias' })).toBeNull()
    expect(within(card('Mira Quill')).getByRole('button', { name: 'Mark Deceased Mira Quill' })).toBeVisible()
    expect(screen.getByText(`Showing ${names.length} of ${names.length} characters`)).toBeInTheDocument()

    const search = screen.getByRole('searchbox', {
      name: 'Search by name, abbreviation or jurisdiction nation',
    })
    await u.type(search, 'mIrA')
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Characters' })).getAllByRole('article')).toHaveLength(
        1,
      ),
    )
    // Each subtab has its own search: Banks starts unfiltered and keeps its text when left.
    await u.click(screen.getByRole('tab', { name: 'Banks' }))
    const banks = await screen.findByRole('list', { name: 'Banks' })
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(within(banks).getAllByRole('article').length).toBeGreaterThan(1)
    await u.type(screen.getByRole('searchbox'), 'kingdom')
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Banks' }))
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Norvale Savings Guild']),
    )
    await u.click(screen.getByRole('tab', { name: 'Nations' }))
    expect(screen.getByRole('searchbox')).toHaveValue('')
    await u.type(screen.getByRole('searchbox'), 'fab')
    expect(await screen.findByText('No nations match "fab".')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(await screen.findByRole('article', { name: 'Kingdom of Norvale' })).toBeInTheDocument()
    await u.click(screen.getByRole('tab', { name: 'Characters' }))
    expect(screen.getByRole('searchbox')).toHaveValue('mIrA')
    expect(within(screen.getByRole('list', { name: 'Characters' })).getAllByRole('article')).toHaveLength(1)
    await u.click(screen.getByRole('tab', { name: 'Banks' }))
    expect(screen.getByRole('searchbox')).toHaveValue('kingdom')
  })

  it('draws entities with square icons and people with round avatars, as the rest of the console does', async () => {
    const u = await openEntities('Nations')
    const icon = within(card('Aurelian Republic')).getByText('AR', { selector: '[aria-hidden="true"]' })
    expect(icon).toHaveClass('rounded-xl')
    await u.click(screen.getByRole('tab', { name: 'Characters' }))
    await screen.findByRole('list', { name: 'Characters' })
    expect(card('Mira Quill').querySelector('.rounded-full')).not.toBeNull()
    expect(card('Mira Quill').querySelector('.rounded-xl[aria-hidden="true"]')).toBeNull()
  })

  it('cuts a biography preview at 100 characters', async () => {
    const long = `${'A tale of the northern guild. '.repeat(5)}The end.`
    db.characters.findFirst((q) => q.where({ name: 'Mira Quill' }))!.biography = long
    await openEntities()
    expect(within(card('Mira Quill')).getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument()
  })

  it('reports a list that fails to load to the console only and loads it again on request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(`${API_URL}/admin/entities/banks`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    )
    const u = await openEntities('Characters')
    await u.click(screen.getByRole('tab', { name: 'Banks' }))
    expect(await screen.findByText('The list of banks could not be loaded.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(logged).toHaveBeenCalledWith('Failed to load banks', expect.objectContaining({ status: 500 }))
    await u.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'First Aurelian Bank' })).toBeInTheDocument()
  })
})

describe('changes and the bodies they send', () => {
  it('renames a bank sending only the changed field; the list and a success banner follow', async () => {
    const u = await openEntities('Banks')
    await u.click(screen.getByRole('button', { name: 'Edit First Aurelian Bank' }))
    const name = dialog().getByLabelText('Name')
    expect(name).toHaveValue('First Aurelian Bank')
    await u.clear(name)
    await u.type(name, 'First Aurelian Trust')
    await u.click(dialog().getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('article', { name: 'First Aurelian Trust' })).toBeInTheDocument()
    expect(sent).toEqual([
      { method: 'PUT', path: '/admin/bank', body: { bankId: 'FAB', name: 'First Aurelian Trust' } },
    ])
    expect(lastNotice()).toBe('Bank First Aurelian Trust updated')
  })

  it('edits a character and a nation with only their changed fields', async () => {
    const u = await openEntities()
    await u.click(screen.getByRole('button', { name: 'Edit Mira Quill' }))
    await u.clear(dialog().getByLabelText('Biography'))
    await u.type(dialog().getByLabelText('Biography'), 'Retired scribe.')
    await u.click(dialog().getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(card('Mira Quill')).findByText('Retired scribe.')).toBeInTheDocument()

    await u.click(screen.getByRole('tab', { name: 'Nations' }))
    await u.click(await screen.findByRole('button', { name: 'Edit Kingdom of Norvale' }))
    const abbreviation = dialog().getByLabelText('Abbreviation')
    await u.clear(abbreviation)
    await u.type(abbreviation, 'kn')
    await u.click(dialog().getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const nationId = db.nations.all().find((n) => n.name === 'Kingdom of Norvale')!.id
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/admin/character',
        body: { displayName: 'Mira Quill', biography: 'Retired scribe.' },
      },
      { method: 'PUT', path: '/admin/nation', body: { nationId, abbreviation: 'KN' } },
    ])
  })

  it('sends nothing for an unchanged form or a 1-letter nation abbreviation, and keeps what was typed', async () => {
    const u = await openEntities('Nations')
    await u.click(screen.getByRole('button', { name: 'Edit Kingdom of Norvale' }))
    await u.click(dialog().getByRole('button', { name: 'Save changes' }))
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'Please select an entity and fill in at least one field to edit',
    )
    await u.clear(dialog().getByLabelText('Abbreviation'))
    await u.type(dialog().getByLabelText('Abbreviation'), 'k')
    await u.click(dialog().getByRole('button', { name: 'Save changes' }))
    expect(await dialog().findByText('Must be exactly 2 characters')).toBeInTheDocument()
    expect(dialog().getByLabelText('Abbreviation')).toHaveValue('K')
    expect(sent).toEqual([])
  })

  it('deletes a nation only once its name is typed', async () => {
    const u = await openEntities('Nations')
    await u.click(screen.getByRole('button', { name: 'Delete Kingdom of Norvale' }))
    expect(dialog().getByRole('heading', { name: 'Delete Kingdom of Norvale?' })).toBeInTheDocument()
    expect(dialog().getByText(/every member loses their citizenship or office/)).toBeInTheDocument()
    const confirm = dialog().getByRole('button', { name: 'Delete nation' })
    expect(confirm).toBeDisabled()
    await u.type(dialog().getByRole('textbox'), 'kingdom of norvale')
    expect(confirm).toBeDisabled()
    await u.clear(dialog().getByRole('textbox'))
    await u.type(dialog().getByRole('textbox'), 'Kingdom of Norvale')
    await u.click(confirm)
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kingdom of Norvale' })).toBeNull())
    expect(sent).toEqual([
      {
        method: 'DELETE',
        path: '/admin/entity',
        body: { entityType: 'nation', entityId: 'Kingdom of Norvale' },
      },
    ])
    expect(lastNotice()).toBe('Nation Kingdom of Norvale deleted')
  })

  it('deletes a bank only once its name is typed', async () => {
    const u = await openEntities('Banks')
    await u.click(screen.getByRole('button', { name: 'Delete Norvale Savings Guild' }))
    const confirm = dialog().getByRole('button', { name: 'Delete bank' })
    expect(confirm).toBeDisabled()
    await u.type(dialog().getByRole('textbox'), 'Norvale Savings Guild')
    await u.click(confirm)
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Norvale Savings Guild' })).toBeNull())
    expect(sent).toEqual([
      { method: 'DELETE', path: '/admin/entity', body: { entityType: 'bank', entityId: expect.any(String) } },
    ])
  })

  it('marks a character deceased after saying it is reversible only through direct database access', async () => {
    const u = await openEntities()
    await u.click(screen.getByRole('button', { name: 'Mark Deceased Cassius Thorne' }))
    expect(dialog().getByText('This is reversible only through direct database access.')).toBeInTheDocument()
    const confirm = dialog().getByRole('button', { name: 'Mark Deceased' })
    expect(confirm).toBeDisabled()
    await u.type(dialog().getByRole('textbox'), 'Cassius')
    expect(confirm).toBeDisabled()
    await u.type(dialog().getByRole('textbox'), ' Thorne')
    await u.click(confirm)
    await waitFor(() => expect(within(card('Cassius Thorne')).getByText('Deceased')).toBeInTheDocument())
    const names = within(screen.getByRole('list', { name: 'Characters' }))
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'))
    expect(names.indexOf('Cassius Thorne')).toBeGreaterThan(names.indexOf('Tomas Reed'))
    expect(sent).toEqual([
      { method: 'POST', path: '/admin/mark-deceased', body: { displayName: 'Cassius Thorne' } },
    ])
    expect(lastNotice()).toBe('Cassius Thorne has been marked as deceased')
  })
})

describe('officers', () => {
  async function openOfficers(u: UserEvent, name: string) {
    await u.click(screen.getByRole('button', { name: `Officers ${name}` }))
    await dialog().findByRole('region', { name: 'Current officers' })
  }

  it('promotes a citizen, demotes them again, removes a citizen and promotes by name', async () => {
    const u = await openEntities('Nations')
    await openOfficers(u, 'Aurelian Republic')
    const citizens = () => within(dialog().getByRole('region', { name: 'Citizens available for promotion' }))
    const officers = () => within(dialog().getByRole('region', { name: 'Current officers' }))

    await u.click(citizens().getByRole('button', { name: 'Promote Mira Quill' }))
    expect(await officers().findByRole('listitem', { name: 'Mira Quill' })).toBeInTheDocument()
    expect(dialog().getByRole('status')).toHaveTextContent(
      'Mira Quill is now an officer of Aurelian Republic',
    )

    await u.click(officers().getByRole('button', { name: 'Demote Mira Quill' }))
    expect(await citizens().findByRole('listitem', { name: 'Mira Quill' })).toBeInTheDocument()

    await u.click(citizens().getByRole('button', { name: 'Remove Tomas Reed' }))
    expect(
      dialog().getByRole('heading', { name: 'Remove Tomas Reed from Aurelian Republic?' }),
    ).toBeInTheDocument()
    await u.click(dialog().getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(citizens().queryByRole('listitem', { name: 'Tomas Reed' })).toBeNull())
    // The confirmation has closed and handed focus back to the officers dialog (its removed
    // button is gone) before the admin types again; typing earlier would lose that focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog')))

    await u.click(dialog().getByRole('button', { name: 'Promote' }))
    expect(await dialog().findByRole('alert')).toHaveTextContent('Invalid officer selection')
    await u.type(dialog().getByRole('textbox', { name: 'Character name' }), 'Cassius Thorne')
    await u.click(dialog().getByRole('button', { name: 'Promote' }))
    expect(await officers().findByRole('listitem', { name: 'Cassius Thorne' })).toBeInTheDocument()
    expect(dialog().getByRole('textbox', { name: 'Character name' })).toHaveValue('')

    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/admin/promote-officer',
        body: { characterName: 'Mira Quill', entityType: 'nation', entityId: 'Aurelian Republic' },
      },
      {
        method: 'POST',
        path: '/admin/demote-officer',
        body: { characterName: 'Mira Quill', entityType: 'nation', entityId: 'Aurelian Republic' },
      },
      {
        method: 'POST',
        path: '/admin/remove-citizen',
        body: {
          characterName: 'Tomas Reed',
          nationId: db.nations.all().find((n) => n.name === 'Aurelian Republic')!.id,
        },
      },
      {
        method: 'POST',
        path: '/admin/promote-officer',
        body: { characterName: 'Cassius Thorne', entityType: 'nation', entityId: 'Aurelian Republic' },
      },
    ])
  })

  it('lists a deceased citizen last, offering Remove but not Promote', async () => {
    const u = await openEntities('Nations')
    await openOfficers(u, 'Aurelian Republic')
    const citizens = within(dialog().getByRole('region', { name: 'Citizens available for promotion' }))
    const rows = citizens.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))
    expect(rows.at(-1)).toBe('Old Tobias')
    expect(rows).toContain('Bram Holloway')
    const tobias = within(citizens.getByRole('listitem', { name: 'Old Tobias' }))
    expect(tobias.getByText('Deceased')).toBeInTheDocument()
    expect(tobias.queryByRole('button', { name: 'Promote Old Tobias' })).toBeNull()
    expect(tobias.getByRole('button', { name: 'Remove Old Tobias' })).toBeInTheDocument()
  })

  it("shows a bank's officers and the server's refusal to demote its last one", async () => {
    const u = await openEntities('Banks')
    await openOfficers(u, 'Norvale Savings Guild')
    await u.click(dialog().getByRole('button', { name: 'Demote Osric Vale' }))
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'The last officer of a bank cannot be removed',
    )
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/admin/demote-officer',
        body: { characterName: 'Osric Vale', entityType: 'bank', entityId: 'NSG' },
      },
    ])
  })

  it("says 'Failed to load entity details' when the officers cannot be read", async () => {
    server.use(
      http.get(`${API_URL}/nations/:id`, () =>
        HttpResponse.json({ success: false, error: 'Down' }, { status: 503 }),
      ),
    )
    const u = await openEntities('Nations')
    await u.click(screen.getByRole('button', { name: 'Officers Aurelian Republic' }))
    const alert = await dialog().findByRole('alert')
    expect(within(alert).getByText('Failed to load entity details')).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

// ---------------------------------------------------------------- every change's failures

type Fault = { name: string; response: () => Response; server: boolean }

const FAULTS: Fault[] = [
  {
    name: '403 with a text',
    response: () => HttpResponse.json({ success: false, error: 'Nope', message: 'Nope' }, { status: 403 }),
    server: true,
  },
  {
    name: '200 with success: false',
    response: () => HttpResponse.json({ success: false, error: 'Nope' }),
    server: true,
  },
  { name: '500 without a body', response: () => new HttpResponse(null, { status: 500 }), server: false },
  { name: 'a network failure', response: () => HttpResponse.error(), server: false },
  {
    name: 'a malformed body',
    response: () => new HttpResponse('<html>oops', { status: 200 }),
    server: false,
  },
]

interface ChangeCase {
  call: string
  method: 'post' | 'put' | 'delete'
  path: string
  prefix: string
  fallback: string
  /** Entity Management's tab, and the row button that opens the dialog. */
  tab: Subtab
  open: string
  /** A text box of the dialog (by name, or its only one) and what is typed into it. */
  type?: { box?: string; text: string }
  /** The dialog's buttons pressed in turn. */
  press: string[]
}

const CASES: ChangeCase[] = [
  {
    call: 'edit',
    method: 'put',
    path: '/admin/character',
    prefix: 'Edit failed: ',
    fallback: 'Edit failed',
    tab: 'Characters',
    open: 'Edit Mira Quill',
    type: { box: 'Biography', text: ' More.' },
    press: ['Save changes'],
  },
  {
    call: 'delete',
    method: 'delete',
    path: '/admin/entity',
    prefix: 'Delete failed: ',
    fallback: 'Delete failed',
    tab: 'Banks',
    open: 'Delete Norvale Savings Guild',
    type: { text: 'Norvale Savings Guild' },
    press: ['Delete bank'],
  },
  {
    call: 'mark deceased',
    method: 'post',
    path: '/admin/mark-deceased',
    prefix: 'Failed to mark as deceased: ',
    fallback: 'Failed to mark character as deceased',
    tab: 'Characters',
    open: 'Mark Deceased Lena Brook',
    type: { text: 'Lena Brook' },
    press: ['Mark Deceased'],
  },
  {
    call: 'promote',
    method: 'post',
    path: '/admin/promote-officer',
    prefix: '',
    fallback: 'Failed to promote officer',
    tab: 'Banks',
    open: 'Officers First Aurelian Bank',
    type: { box: 'Character name', text: 'Mira Quill' },
    press: ['Promote'],
  },
  {
    call: 'demote',
    method: 'post',
    path: '/admin/demote-officer',
    prefix: '',
    fallback: 'Failed to demote officer',
    tab: 'Nations',
    open: 'Officers Aurelian Republic',
    press: [`Demote ${DEMO_PLAYER_MAIN}`],
  },
  {
    call: 'remove citizen',
    method: 'post',
    path: '/admin/remove-citizen',
    prefix: '',
    fallback: 'Failed to remove citizen',
    tab: 'Nations',
    open: 'Officers Aurelian Republic',
    press: ['Remove Mira Quill', 'Remove'],
  },
]

/** Opens the case's dialog from its row, types what it types and presses its buttons. */
async function runChange(u: UserEvent, change: ChangeCase) {
  await openEntitiesOn(u, change.tab)
  await u.click(screen.getByRole('button', { name: change.open }))
  if (change.type) {
    const { box, text } = change.type
    await u.type(await dialog().findByRole('textbox', box === undefined ? {} : { name: box }), text)
  }
  for (const name of change.press) await u.click(await dialog().findByRole('button', { name }))
}

describe.each(CASES)('$call failures', (change) => {
  it.each(FAULTS)('shows the spec text on $name and keeps the dialog open', async (fault) => {
    server.use(http[change.method](`${API_URL}${change.path}`, fault.response))
    const u = userEvent.setup()
    await runChange(u, change)
    const alert = await dialog().findByRole('alert')
    expect(alert).toHaveTextContent(
      new RegExp(`^${escape(fault.server ? `${change.prefix}Nope` : change.fallback)}$`),
    )
    expect(notices.items).toEqual([])
  })
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---------------------------------------------------------------- players never get the panel

describe('a player (non-admin) token', () => {
  it('never shows the panel: a player session plays its character', async () => {
    await signInAs(DEMO_PLAYER_MAIN, DEMO_ACCOUNTS.player)
    render(<GameScreen />)
    expect(await screen.findByRole('heading', { level: 1, name: DEMO_PLAYER_MAIN })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Divine Entity Admin Panel' })).toBeNull()
  })

  it('cannot open the Divine Entity session of a non-admin account', async () => {
    const { uuid, password } = DEMO_ACCOUNTS.player
    await expect(selectCharacter(uuid, password, DIVINE_ENTITY)).rejects.toMatchObject({ kind: 'http' })
  })

  it('gets every admin call refused: the lists stay empty and a change fails with the server text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(DEMO_PLAYER_MAIN, DEMO_ACCOUNTS.player)
    render(<AdminPanel />)
    const u = userEvent.setup()
    await u.click(screen.getByRole('tab', { name: 'Entity Management' }))
    expect(await screen.findByText('The list of characters could not be loaded.')).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Failed to load characters', expect.objectContaining({ status: 403 }))
    const { status, body } = await fetchAs('DELETE', '/admin/entity', {
      entityType: 'nation',
      entityId: 'Aurelian Republic',
    })
    expect(status).toBe(403)
    expect(body).toMatchObject({ success: false, error: 'Admin privileges required' })
    expect(db.nations.all().find((n) => n.name === 'Aurelian Republic')?.deletedAt ?? null).toBeNull()
  })
})

/** A raw call with the signed-in session's token, as a crafted request would send it. */
async function fetchAs(method: string, path: string, body: unknown) {
  const { session } = await import('@/state/session')
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.session!.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}
