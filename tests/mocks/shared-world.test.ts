// @vitest-environment node
// One demo world for every tab: the first tab leads and holds the world, the others forward their
// calls to it; when the leader closes, a waiting tab takes over and what was left unanswered is
// answered by the new leader, once. Tabs are simulated with an in-memory channel and lock.
import { describe, expect, it, vi } from 'vitest'
import {
  SharedWorld,
  fromWire,
  responseFromWire,
  responseToWire,
  toWire,
  type Channel,
  type TabLink,
  type WorldCall,
  type WorldHost,
} from '@mocks/tabs/shared-world'

type Listener = (event: { data: unknown }) => void

/** A browser's tabs: a BroadcastChannel (asynchronous, never to the sender) and one Web Lock. */
function fakeBrowser() {
  const channels = new Set<{ listeners: Listener[] }>()
  let holder: object | null = null
  const queue: { tab: object; onLeader: () => void }[] = []
  /** Every message posted, in order: what the tabs said to each other. */
  const sent: { kind?: string }[] = []
  let inFlight = 0

  const post = (from: object, message: unknown) => {
    sent.push(message as { kind?: string })
    for (const other of channels) {
      if (other === from) continue
      const copy = structuredClone(message)
      inFlight += 1
      setTimeout(() => {
        inFlight -= 1
        other.listeners.forEach((listener) => listener({ data: copy }))
      })
    }
  }

  function link(): TabLink {
    const me = { listeners: [] as Listener[] }
    channels.add(me)
    const channel: Channel = {
      postMessage: (message) => post(me, message),
      addEventListener: (_type, listener) => me.listeners.push(listener),
      close: () => channels.delete(me),
    }
    return {
      channel,
      lead(onLeader) {
        if (holder === null) {
          holder = me
          onLeader()
          return Promise.resolve(true)
        }
        queue.push({ tab: me, onLeader })
        return Promise.resolve(false)
      },
      release() {
        if (holder !== me) return
        holder = null
        const next = queue.shift()
        if (next) {
          holder = next.tab
          next.onLeader()
        }
      },
    }
  }
  /** Posts a raw message to every tab, as another tab would. */
  const broadcast = (message: unknown) => post({}, message)
  return { link, broadcast, sent, inFlight: () => inFlight }
}

/** A world that counts: 'advance' adds one and answers the new count. */
function counterWorld() {
  const saved = { count: 0 }
  const host = (name: string, options: { hang?: boolean } = {}) => {
    const handled: WorldCall[] = []
    const impl = {
      handled,
      took: vi.fn<(name: string) => void>(),
      async becomeLeader() {
        impl.took(name)
      },
      async handle(call: WorldCall): Promise<unknown> {
        handled.push(call)
        if (options.hang) return new Promise(() => undefined)
        if (call.type === 'check-ledger') throw new Error(`the ledger of ${name} is broken`)
        saved.count += 1
        return { count: saved.count, by: name }
      },
    }
    return impl
  }
  return { saved, host }
}

describe('one world for every tab', () => {
  it('the first tab leads; calls from two other tabs at once both apply, in the leader', async () => {
    const browser = fakeBrowser()
    const world = counterWorld()
    const [hostA, hostB, hostC] = [world.host('A'), world.host('B'), world.host('C')]
    const a = new SharedWorld(browser.link(), hostA)
    const b = new SharedWorld(browser.link(), hostB)
    const c = new SharedWorld(browser.link(), hostC)
    expect(await a.start()).toBe('leader')
    expect(await b.start()).toBe('follower')
    expect(await c.start()).toBe('follower')
    expect(hostA.took).toHaveBeenCalledTimes(1)
    expect(hostB.took).not.toHaveBeenCalled()

    const answers = await Promise.all([b.run({ type: 'advance' }), c.run({ type: 'advance' })])
    expect(world.saved.count).toBe(2)
    expect(answers.map((answer) => (answer as { count: number }).count).sort()).toEqual([1, 2])
    expect(answers.every((answer) => (answer as { by: string }).by === 'A')).toBe(true)
    expect(hostB.handled).toEqual([])
    expect(hostC.handled).toEqual([])
    // The leader's own calls run here, on the same world.
    expect(await a.run({ type: 'advance' })).toEqual({ count: 3, by: 'A' })
  })

  it("a failure in the leader reaches the tab that asked, as an error with the leader's text", async () => {
    const browser = fakeBrowser()
    const world = counterWorld()
    const a = new SharedWorld(browser.link(), world.host('A'))
    const b = new SharedWorld(browser.link(), world.host('B'))
    await a.start()
    await b.start()
    await expect(b.run({ type: 'check-ledger' })).rejects.toThrow('the ledger of A is broken')
  })

  it('when the leader closes, a waiting tab takes over and answers what it had asked itself', async () => {
    const browser = fakeBrowser()
    const world = counterWorld()
    const hostB = world.host('B')
    const a = new SharedWorld(browser.link(), world.host('A'))
    const b = new SharedWorld(browser.link(), hostB)
    await a.start()
    await b.start()
    const asked = b.run({ type: 'advance' })
    a.close() // before the call reaches it
    expect(await asked).toEqual({ count: 1, by: 'B' })
    expect(hostB.took).toHaveBeenCalledTimes(1)
    expect(b.isLeader).toBe(true)
  })

  it('a third tab sends again to the new leader what the closed leader left unanswered', async () => {
    const browser = fakeBrowser()
    const world = counterWorld()
    const hostA = world.host('A', { hang: true })
    const hostB = world.host('B')
    const a = new SharedWorld(browser.link(), hostA)
    const b = new SharedWorld(browser.link(), hostB)
    const c = new SharedWorld(browser.link(), world.host('C'))
    await a.start()
    await b.start()
    await c.start()
    const asked = c.run({ type: 'advance' })
    await vi.waitFor(() => expect(hostA.handled).toHaveLength(1))
    a.close()
    expect(await asked).toEqual({ count: 1, by: 'B' })
    expect(hostB.handled).toEqual([{ type: 'advance' }])
  })

  it('a call sent twice (a new leader announced) is carried out once and answered', async () => {
    const browser = fakeBrowser()
    const world = counterWorld()
    const hostA = world.host('A')
    const a = new SharedWorld(browser.link(), hostA)
    const b = new SharedWorld(browser.link(), world.host('B'))
    await a.start()
    await b.start()
    const asked = b.run({ type: 'advance' })
    browser.broadcast({ kind: 'leader' })
    expect(await asked).toEqual({ count: 1, by: 'A' })
    // Once every message has been delivered: B sent the call again (to A's own announcement and
    // to the test's), A answered each sending from what it remembers, and carried it out once.
    await vi.waitFor(() => expect(browser.inFlight()).toBe(0), { timeout: 5_000 })
    const calls = browser.sent.filter((message) => message.kind === 'call')
    expect(calls.length).toBeGreaterThan(1)
    expect(browser.sent.filter((message) => message.kind === 'reply')).toHaveLength(calls.length)
    expect(hostA.handled).toHaveLength(1)
    expect(world.saved.count).toBe(1)
  })

  it('a tab that leads waits for its world before carrying out calls', async () => {
    const browser = fakeBrowser()
    let loaded!: () => void
    const order: string[] = []
    const host: WorldHost = {
      becomeLeader: () => new Promise<void>((resolve) => (loaded = () => (order.push('loaded'), resolve()))),
      handle: async () => order.push('handled'),
    }
    const a = new SharedWorld(browser.link(), host)
    const started = a.start()
    const asked = a.run({ type: 'advance' })
    loaded()
    expect(await started).toBe('leader')
    await asked
    expect(order).toEqual(['loaded', 'handled'])
  })
})

describe('requests and responses cross between tabs as messages', () => {
  it('a request keeps its method, url, headers and body', async () => {
    const wire = await toWire(
      new Request('https://demo.test/api/v1/transfers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
        body: JSON.stringify({ amount: 5 }),
      }),
    )
    const request = fromWire(structuredClone(wire))
    expect(request.method).toBe('POST')
    expect(request.url).toBe('https://demo.test/api/v1/transfers')
    expect(request.headers.get('idempotency-key')).toBe('k-1')
    expect(await request.json()).toEqual({ amount: 5 })
    expect((await toWire(new Request('https://demo.test/api/v1/banks'))).body).toBeNull()
  })

  it('a response keeps its status and body; a network failure and an unhandled request stay so', async () => {
    const wire = await responseToWire(
      new Response(JSON.stringify({ success: false }), { status: 409, headers: { 'X-Test': 'yes' } }),
    )
    const response = responseFromWire(structuredClone(wire))!
    expect(response.status).toBe(409)
    expect(response.headers.get('x-test')).toBe('yes')
    expect(await response.json()).toEqual({ success: false })
    expect(responseFromWire(await responseToWire(Response.error()))!.type).toBe('error')
    expect(responseFromWire(await responseToWire(undefined))).toBeUndefined()
    expect(responseFromWire(await responseToWire(new Response(null, { status: 204 })))!.status).toBe(204)
  })
})
