// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createLimiter } from '@/lib/limit-concurrency'

const deferred = () => {
  let resolve!: (v: number) => void
  const promise = new Promise<number>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createLimiter', () => {
  it('runs at most `max` tasks at once, the others in order as places free up', async () => {
    const run = createLimiter(2)
    const tasks = Array.from({ length: 5 }, deferred)
    const started: number[] = []
    const results = tasks.map((t, i) =>
      run(() => {
        started.push(i)
        return t.promise
      }),
    )
    expect(started).toEqual([0, 1])
    tasks[1]!.resolve(1)
    await results[1]
    expect(started).toEqual([0, 1, 2])
    tasks[0]!.resolve(0)
    tasks[2]!.resolve(2)
    await Promise.all([results[0], results[2]])
    expect(started).toEqual([0, 1, 2, 3, 4])
    tasks[3]!.resolve(3)
    tasks[4]!.resolve(4)
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4])
  })

  it('drops a waiting task whose signal aborts, and frees a place when a task fails', async () => {
    const run = createLimiter(1)
    const first = deferred()
    const started: string[] = []
    const a = run(() => (started.push('a'), first.promise))
    const controller = new AbortController()
    const b = run(() => (started.push('b'), Promise.resolve(2)), controller.signal)
    const c = run(() => (started.push('c'), Promise.reject(new Error('boom'))))
    const d = run(() => (started.push('d'), Promise.resolve(4)))
    controller.abort(new Error('gone'))
    await expect(b).rejects.toThrow('gone')
    first.resolve(1)
    await expect(a).resolves.toBe(1)
    await expect(c).rejects.toThrow('boom')
    await expect(d).resolves.toBe(4)
    expect(started).toEqual(['a', 'c', 'd'])
  })
})
