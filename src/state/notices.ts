import { proxy } from 'valtio'

/** Success banners clear themselves after this long (spec section 4). */
export const SUCCESS_CLEAR_MS = 3000

export interface Notice {
  id: number
  kind: 'success' | 'error' | 'info'
  text: string
}

export const notices = proxy<{ items: Notice[] }>({ items: [] })

let nextId = 1

export function notify(kind: Notice['kind'], text: string): number {
  const id = nextId++
  notices.items.push({ id, kind, text })
  if (kind === 'success') setTimeout(() => dismiss(id), SUCCESS_CLEAR_MS)
  return id
}

export function dismiss(id: number) {
  const index = notices.items.findIndex((n) => n.id === id)
  if (index >= 0) notices.items.splice(index, 1)
}

export function clearNotices() {
  notices.items.splice(0)
}
