// The fake backend inside Node (vitest): the same handler list the browser worker uses.
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

export const server = setupServer(...handlers)
