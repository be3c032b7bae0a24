// Placeholder until the economy handlers land (owned by helper B2, who replaces this file).
import type { HttpHandler } from 'msw'

export const economyHandlers: HttpHandler[] = []
