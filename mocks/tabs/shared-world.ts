// One demo world for every tab of a browser. Each tab used to run its own copy of the world and
// save it whole, so two tabs acting at once lost one tab's changes (the last save won). Now one
// tab, the leader, holds the world; the others forward every call to it over a BroadcastChannel
// and wait for its answer. Leadership is a Web Lock: when the leader tab closes, the lock passes
// to a waiting tab, which loads the saved world and announces itself; followers then send again
// what is still unanswered. Calls carry ids and the leader answers a repeated id once, so sending
// again is safe.
//
// Nothing here knows about MSW or the database: the tab passes a `host` (what the leader does
// with a call) and a `link` (the channel and the lock), so the logic is tested with fakes.

/** A fetch request in a form a BroadcastChannel can carry. */
export interface WireRequest {
  url: string
  method: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/** A response in a form a BroadcastChannel can carry; `error`: a network failure. */
export type WireResponse =
  | {
      kind: 'response'
      status: number
      statusText: string
      headers: [string, string][]
      body: ArrayBuffer | null
    }
  | { kind: 'network-error' }
  /** No handler of the world answers this request: it goes on to the network. */
  | { kind: 'unhandled' }

/** What a follower asks the leader to do. */
export type WorldCall =
  { type: 'http'; request: WireRequest } | { type: 'reset' } | { type: 'advance' } | { type: 'check-ledger' }

type Message =
  | { kind: 'call'; id: string; call: WorldCall }
  | { kind: 'reply'; id: string; ok: true; value: unknown }
  | { kind: 'reply'; id: string; ok: false; error: string }
  | { kind: 'leader' }

/** The part of a BroadcastChannel used here. */
export interface Channel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

export interface TabLink {
  channel: Channel
  /**
   * Asks for leadership: `onLeader` runs once this tab leads (at once or after the leader tab
   * closes), and the tab leads until `release` is called or the tab closes. Resolves true when
   * this tab leads at once, false when it waits behind another.
   */
  lead(onLeader: () => void): Promise<boolean>
  /** Gives leadership up (tests: the leader tab closing). */
  release(): void
}

export interface WorldHost {
  /** Loads or seeds the world; runs when this tab becomes the leader. */
  becomeLeader(): Promise<void>
  /** Carries out a call on the world this tab holds. */
  handle(call: WorldCall): Promise<unknown>
}

/** How many answered call ids the leader remembers, to answer a repeated one without redoing it. */
const REMEMBERED_CALLS = 500

interface Pending {
  call: WorldCall
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

let callCounter = 0
const newCallId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${(callCounter += 1).toString(36)}`

export class SharedWorld {
  readonly #link: TabLink
  readonly #host: WorldHost
  #leading: Promise<void> | null = null
  readonly #pending = new Map<string, Pending>()
  readonly #answered = new Map<string, Promise<Message>>()

  constructor(link: TabLink, host: WorldHost) {
    this.#link = link
    this.#host = host
    link.channel.addEventListener('message', (event) => this.#receive(event.data as Message))
  }

  /** Whether this tab holds the world. */
  get isLeader(): boolean {
    return this.#leading !== null
  }

  /**
   * Joins the tabs: resolves 'leader' once this tab leads and its world is ready, or 'follower'
   * at once when another tab leads.
   */
  async start(): Promise<'leader' | 'follower'> {
    let ready: Promise<void> | null = null
    const leadsNow = await this.#link.lead(() => {
      ready = this.#takeOver()
    })
    if (leadsNow && ready) {
      await ready
      return 'leader'
    }
    return 'follower'
  }

  /** Runs a call on the one world: here when this tab leads, else in the leader tab. */
  run(call: WorldCall): Promise<unknown> {
    if (this.#leading) return this.#leading.then(() => this.#host.handle(call))
    return new Promise((resolve, reject) => {
      const id = newCallId()
      this.#pending.set(id, { call, resolve, reject })
      this.#link.channel.postMessage({ kind: 'call', id, call } satisfies Message)
    })
  }

  /** Leaves the tabs (tests; a closing tab simply goes away). */
  close(): void {
    this.#link.release()
    this.#link.channel.close()
  }

  #takeOver(): Promise<void> {
    const leading = this.#host.becomeLeader().then(() => {
      this.#link.channel.postMessage({ kind: 'leader' } satisfies Message)
      // What this tab asked the old leader and never heard back about, it now does itself.
      for (const [id, pending] of this.#pending) {
        this.#pending.delete(id)
        this.#host
          .handle(pending.call)
          .then(pending.resolve, (error: unknown) => pending.reject(toError(error)))
      }
    })
    this.#leading = leading
    return leading
  }

  #receive(message: Message): void {
    switch (message.kind) {
      case 'call':
        if (this.#leading) void this.#answer(message.id, message.call)
        return
      case 'reply': {
        const pending = this.#pending.get(message.id)
        if (!pending) return
        this.#pending.delete(message.id)
        if (message.ok) pending.resolve(message.value)
        else pending.reject(new Error(message.error))
        return
      }
      case 'leader':
        // A new leader: what the old one left unanswered goes to it (a repeated id is answered once).
        for (const [id, { call }] of this.#pending) this.#link.channel.postMessage({ kind: 'call', id, call })
        return
    }
  }

  async #answer(id: string, call: WorldCall): Promise<void> {
    let reply = this.#answered.get(id)
    if (!reply) {
      reply = this.#leading!.then(() => this.#host.handle(call)).then(
        (value): Message => ({ kind: 'reply', id, ok: true, value }),
        (error: unknown): Message => ({ kind: 'reply', id, ok: false, error: toError(error).message }),
      )
      this.#answered.set(id, reply)
      if (this.#answered.size > REMEMBERED_CALLS) this.#answered.delete(this.#answered.keys().next().value!)
    }
    this.#link.channel.postMessage(await reply)
  }
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** Web Locks and a BroadcastChannel of this name; null where the browser has neither. */
export function browserTabLink(name: string): TabLink | null {
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks)
    return null
  const channel = new BroadcastChannel(name)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  return {
    channel,
    lead(onLeader) {
      return new Promise<boolean>((resolveLeadsNow) => {
        const hold = () => {
          onLeader()
          return held
        }
        void navigator.locks.request(`${name}:leader`, { ifAvailable: true }, (lock) => {
          if (lock) {
            resolveLeadsNow(true)
            return hold()
          }
          resolveLeadsNow(false)
          // Queued behind the leader: granted when its tab closes.
          void navigator.locks.request(`${name}:leader`, hold)
          return undefined
        })
      })
    },
    release: () => release(),
  }
}

/** A request as a message. */
export async function toWire(request: Request): Promise<WireRequest> {
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().arrayBuffer()
  return { url: request.url, method: request.method, headers: [...request.headers], body }
}

export function fromWire(request: WireRequest): Request {
  return new Request(request.url, { method: request.method, headers: request.headers, body: request.body })
}

export async function responseToWire(response: Response | undefined): Promise<WireResponse> {
  if (!response) return { kind: 'unhandled' }
  if (response.type === 'error') return { kind: 'network-error' }
  const body = response.body ? await response.arrayBuffer() : null
  return {
    kind: 'response',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body,
  }
}

export function responseFromWire(wire: WireResponse): Response | undefined {
  if (wire.kind === 'unhandled') return undefined
  if (wire.kind === 'network-error') return Response.error()
  const nullBody = wire.status === 204 || wire.status === 205 || wire.status === 304
  return new Response(nullBody ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  })
}
