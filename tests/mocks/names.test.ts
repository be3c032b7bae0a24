// @vitest-environment node
// Names the console puts in web addresses: an admin rename of a character and a nation's name
// (founded, edited by its officers, edited by an admin) refuse ".", "..", "/", "\", "?", "#", "%"
// and control characters (400, in words), and change nothing.

import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { adminToken, call, cast, F, tokenFor, useEconomy } from './economy-support'

useEconomy('minimal')

const DOTS = (what: string) => `${what} cannot be "." or ".."`
const BREAKING = (what: string) =>
  `${what} cannot contain /, \\, ?, # or %: the console puts names in web addresses`
const CONTROL = (what: string) => `${what} cannot contain control characters`

/** Each refused name with the refusal its kind gets. */
const REFUSED: [string, (what: string) => string][] = [
  ['..', DOTS],
  ['.', DOTS],
  ['Anna/Bel', BREAKING],
  ['Anna\\Bel', BREAKING],
  ['Anna?', BREAKING],
  ['Anna#2', BREAKING],
  ['100% Anna', BREAKING],
  ['Anna\u0000Bel', CONTROL],
  ['Anna\tBel', CONTROL],
  ['Anna\u007fBel', CONTROL],
  ['Anna\u0085Bel', CONTROL],
]

/** The whole world but the sign-in rows (each call here signs a token in first). */
const everything = () => {
  const { sessions: _sessions, loginAttempts: _attempts, ...world } = db
  return JSON.stringify(Object.entries(world).map(([name, c]) => [name, c.all()]))
}

describe('an admin rename of a character', () => {
  it.each(REFUSED)('refuses %j', async (newName, text) => {
    const before = everything()
    const res = await call('PUT', '/admin/character', {
      token: adminToken(),
      body: { displayName: cast.mira, newName },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(text('A character name'))
    expect(everything()).toBe(before)
  })

  it('takes names with dots, apostrophes, accents and emoji inside', async () => {
    let current: string = cast.mira
    for (const newName of ["Mira O'Quill", 'Mira Q. Quill', 'Míra Ælfwyn', 'Mira 🌙', '...Mira']) {
      const res = await call('PUT', '/admin/character', {
        token: adminToken(),
        body: { displayName: current, newName },
      })
      expect({ newName, status: res.status }).toEqual({ newName, status: 200 })
      expect(db.characters.all().some((c) => c.name === newName)).toBe(true)
      current = newName
    }
  })
})

describe('a nation name', () => {
  it.each(REFUSED)('refuses %j when a nation is founded', async (name, text) => {
    const before = everything()
    const res = await call('POST', '/nations', {
      token: tokenFor(cast.cassius),
      body: { name, abbreviation: 'TW', founderId: cast.cassius },
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe(text('A nation name'))
    expect(everything()).toBe(before)
  })

  it.each(REFUSED)('refuses %j when officers or an admin rename it', async (name, text) => {
    const before = everything()
    const path = `/nations/${encodeURIComponent(F.playerNation)}`
    const byOfficer = await call('PUT', path, {
      token: tokenFor(cast.aurelia),
      body: { name, editedBy: cast.aurelia },
    })
    expect(byOfficer.status).toBe(400)
    expect(byOfficer.body.error).toBe(text('A nation name'))
    const byAdmin = await call('PUT', '/admin/nation', {
      token: adminToken(),
      body: { nationId: F.playerNation, name },
    })
    expect(byAdmin.status).toBe(400)
    expect(byAdmin.body.error).toBe(text('A nation name'))
    expect(everything()).toBe(before)
  })

  it('takes an ordinary name with punctuation', async () => {
    const res = await call('POST', '/nations', {
      token: tokenFor(cast.cassius),
      body: { name: "Thorn's Reach, St. Ives", abbreviation: 'TR', founderId: cast.cassius },
    })
    expect(res.status).toBe(201)
  })
})
