// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  findLoginProblem,
  LOGIN_MESSAGES,
  validateIdentifier,
  validateLogin,
  validatePasswordInput,
  validateUsernameInput,
  validateUuidInput,
} from '@/lib/validation'

const UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'

describe('login messages are the spec texts', () => {
  it('uses the exact wording of section 5', () => {
    expect(LOGIN_MESSAGES).toEqual({
      uuidEmpty: 'Please enter a UUID',
      uuidFormat: 'Please enter a valid UUID format',
      usernameEmpty: 'Please enter a username',
      usernameFormat:
        'Please enter a valid Minecraft username (3-16 characters, letters, numbers, and underscores only)',
      passwordEmpty: 'Please enter a password',
    })
  })
})

describe('UUID mode', () => {
  it('refuses an empty or blank UUID', () => {
    expect(validateUuidInput('')).toBe('Please enter a UUID')
    expect(validateUuidInput('   ')).toBe('Please enter a UUID')
  })

  it('refuses anything but 8-4-4-4-12 hexadecimal', () => {
    expect(validateUuidInput('not-a-uuid')).toBe('Please enter a valid UUID format')
    expect(validateUuidInput(UUID.replace(/-/g, ''))).toBe('Please enter a valid UUID format')
    expect(validateUuidInput(UUID.slice(0, 35))).toBe('Please enter a valid UUID format')
    expect(validateUuidInput(UUID.replace('6', 'x'))).toBe('Please enter a valid UUID format')
  })

  it('accepts a UUID in either case', () => {
    expect(validateUuidInput(UUID)).toBeNull()
    expect(validateUuidInput(UUID.toUpperCase())).toBeNull()
    expect(validateUuidInput(` ${UUID} `)).toBeNull()
  })
})

describe('username mode', () => {
  it('refuses an empty or blank username', () => {
    expect(validateUsernameInput('')).toBe('Please enter a username')
    expect(validateUsernameInput('  ')).toBe('Please enter a username')
  })

  it.each(['ab', 'a'.repeat(17), 'Demo Player', 'demo-player', 'Dëmo', 'Demo!'])('refuses %j', (name) => {
    expect(validateUsernameInput(name)).toBe(
      'Please enter a valid Minecraft username (3-16 characters, letters, numbers, and underscores only)',
    )
  })

  it.each(['abc', 'a'.repeat(16), 'DemoPlayer', 'demo_player_01', '___'])('accepts %j', (name) => {
    expect(validateUsernameInput(name)).toBeNull()
  })
})

describe('password', () => {
  it('refuses an empty password', () => {
    expect(validatePasswordInput('')).toBe('Please enter a password')
    expect(validatePasswordInput('   ')).toBe('Please enter a password')
  })

  it('accepts any other password as typed', () => {
    expect(validatePasswordInput('x')).toBeNull()
    expect(validatePasswordInput(' pass word ')).toBeNull()
  })
})

describe('validateIdentifier picks the rule of the mode', () => {
  it('checks a username in username mode and a UUID in UUID mode', () => {
    expect(validateIdentifier('username', UUID)).toBe(LOGIN_MESSAGES.usernameFormat)
    expect(validateIdentifier('uuid', 'DemoPlayer')).toBe(LOGIN_MESSAGES.uuidFormat)
    expect(validateIdentifier('username', 'DemoPlayer')).toBeNull()
    expect(validateIdentifier('uuid', UUID)).toBeNull()
  })
})

describe('validateLogin runs the checks in order: identifier, then password', () => {
  it('reports the identifier before the password', () => {
    expect(validateLogin({ mode: 'uuid', identifier: '', password: '' })).toBe('Please enter a UUID')
    expect(validateLogin({ mode: 'uuid', identifier: 'nope', password: '' })).toBe(
      'Please enter a valid UUID format',
    )
    expect(validateLogin({ mode: 'username', identifier: '', password: '' })).toBe('Please enter a username')
    expect(validateLogin({ mode: 'username', identifier: 'x!', password: '' })).toBe(
      LOGIN_MESSAGES.usernameFormat,
    )
  })

  it('reports the password once the identifier is fine', () => {
    expect(validateLogin({ mode: 'uuid', identifier: UUID, password: '' })).toBe('Please enter a password')
    expect(validateLogin({ mode: 'username', identifier: 'DemoPlayer', password: '' })).toBe(
      'Please enter a password',
    )
  })

  it('passes valid input', () => {
    expect(validateLogin({ mode: 'uuid', identifier: UUID, password: 'demo-player' })).toBeNull()
    expect(validateLogin({ mode: 'username', identifier: 'DemoPlayer', password: 'demo-player' })).toBeNull()
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
