// The one handler list the three runtimes share (browser worker, msw/node, the mock server).
// The fault switch goes first so it can answer before any real handler.

import { getResponse, type HttpHandler } from 'msw'
import { faultHandlers, setActingBackend } from '../faults'
import { authHandlers } from './auth'
import { systemHandlers } from './system'
import { playersHandlers } from './players'
import { uploadsHandlers } from './uploads'
import { lookupHandlers } from './lookup'
import { economyHandlers } from './economy'

export const identityHandlers: HttpHandler[] = [
  ...authHandlers,
  ...systemHandlers,
  ...playersHandlers,
  ...uploadsHandlers,
  ...lookupHandlers,
]

export { economyHandlers }

export const handlers: HttpHandler[] = [...faultHandlers, ...identityHandlers, ...economyHandlers]

// An `afterActing` fault lets the real handlers act on the call before it loses their answer.
setActingBackend((request) => getResponse([...identityHandlers, ...economyHandlers], request))
