// The wire contract of the game server (console spec section 3 and the calls of section 7, plus
// the fields server-rules.md adds), one file per resource beside its module. The fake backend
// imports the contract from here; console code imports the resource's own file.

export * from './common.types'
export * from './auth.types'
export * from './ledger.types'
export * from './currencies.types'
export * from './banks.types'
export * from './players.types'
export * from './nations.types'
export * from './admin.types'
