// The fault form's rules and how a fault reads in the list, kept apart from the JSX so they
// are easy to test and reuse.

import type { DemoFaultRoute } from '@/state/demo'
import { DEMO_TOOLS_TEXTS as T, FAULT_KIND_LABELS } from './texts'

export type FaultKind = keyof typeof FAULT_KIND_LABELS

export const FAULT_KINDS = Object.keys(FAULT_KIND_LABELS) as FaultKind[]

export const MAX_LATENCY_MS = 60_000

export interface FaultDraft {
  match: string
  kind: FaultKind
  status: string
}

export type DraftErrors = Partial<Record<'match' | 'status', string>>

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null)

/** Milliseconds from the latency field, or null when the text is not an allowed value. */
export function parseLatency(text: string): number | null {
  if (text.trim() === '') return 0
  const value = wholeNumber(text)
  return value !== null && value <= MAX_LATENCY_MS ? value : null
}

/** The route fault a draft describes, or the errors that stop it. */
export function routeFromDraft(draft: FaultDraft): { route?: DemoFaultRoute; errors: DraftErrors } {
  const errors: DraftErrors = {}
  const match = draft.match.trim()
  if (!match) errors.match = T.routeRequired
  const status = wholeNumber(draft.status)
  if (draft.kind === 'status' && (status === null || status < 400 || status > 599))
    errors.status = T.statusInvalid
  if (errors.match || errors.status) return { errors }
  switch (draft.kind) {
    case 'status':
      return { route: { match, status: status! }, errors }
    case 'network':
      return { route: { match, network: true }, errors }
    case 'hang':
      return { route: { match, hang: true }, errors }
    case 'malformed':
      return { route: { match, malformed: true }, errors }
  }
}

export const matchText = (route: DemoFaultRoute) =>
  typeof route.match === 'string' ? route.match : String(route.match)

/** "Error status 503", "Network failure", ... plus the extras tests may have set. */
export function describeFault(route: DemoFaultRoute): string {
  const parts: string[] = []
  if (route.hang) parts.push(FAULT_KIND_LABELS.hang)
  else if (route.network) parts.push(FAULT_KIND_LABELS.network)
  else if (route.malformed) parts.push(FAULT_KIND_LABELS.malformed)
  else if (route.status) parts.push(`${FAULT_KIND_LABELS.status} ${route.status}`)
  if (route.latencyMs) parts.push(`+${route.latencyMs} ms`)
  if (route.method) parts.push(T.methodOnly(route.method.toUpperCase()))
  if (route.times !== undefined) parts.push(`${route.times}×`)
  return parts.join(', ') || T.latencyOnly
}
