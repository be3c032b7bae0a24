// @vitest-environment node
// The ways the console hands the thread back (src/lib/schedule.ts): each lets what was queued
// before it run first, and each can be called off.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, nextTask, whenIdle, yieldToPage } from '@/lib/schedule'

afterEach(() => vi.unstubAllGlobals())

describe('schedule', () => {
  it('nextTask and yieldToPage resolve after a task queued before them', async () => {
    const order: string[] = []
    setTimeout(() => order.push('page'))
    await nextTask()
    order.push('next task')
    setTimeout(() => order.push('page again'))
    await new Promise<void>((resolve) => setTimeout(resolve))
    await yieldToPage()
    order.push('yielded')
    expect(order).toEqual(['page', 'next task', 'page again', 'yielded'])
  })

  it('afterNextPaint runs once the frame is painted, and not at all once cancelled', async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const ran: string[] = []
    afterNextPaint(() => ran.push('kept'))
    const cancel = afterNextPaint(() => ran.push('cancelled'))
    frames.forEach((frame) => frame())
    cancel()
    await nextTask()
    expect(ran).toEqual(['kept'])
  })

  it('whenIdle waits for the idle callback, and without one does nothing', () => {
    const idle: (() => void)[] = []
    const run = vi.fn()
    whenIdle(run, 10_000)
    expect(run).not.toHaveBeenCalled()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    whenIdle(run, 10_000)
    expect(run).not.toHaveBeenCalled()
    idle.forEach((callback) => callback())
    expect(run).toHaveBeenCalledTimes(1)
  })
})
