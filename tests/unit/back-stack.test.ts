import { afterEach, describe, expect, it, vi } from 'vitest'
import { backStepCount, clearBackSteps, pushBackStep } from '@/lib/back-stack'

/** Waits until the browser has delivered `count` popstate events. */
function popstates(count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0
    const on = () => {
      seen += 1
      if (seen === count) {
        window.removeEventListener('popstate', on)
        resolve()
      }
    }
    window.addEventListener('popstate', on)
  })
}

const stepId = () => (window.history.state as { statecraftStep?: number } | null)?.statecraftStep

afterEach(async () => {
  if (backStepCount() > 0) {
    const landed = popstates(1)
    clearBackSteps()
    await landed
  }
})

describe('back steps', () => {
  it('Back runs the newest step', async () => {
    const first = vi.fn()
    const second = vi.fn()
    pushBackStep(first)
    pushBackStep(second)
    const landed = popstates(1)
    window.history.back()
    await landed
    expect(second).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
    expect(backStepCount()).toBe(1)
  })

  it('a step opened while a closed one is still going back gets its own entry (a dialog closing as a section opens)', async () => {
    const dialog = pushBackStep(() => undefined)
    const section = vi.fn()
    const landed = popstates(1)
    dialog()
    pushBackStep(section)
    await landed
    // The section's entry was written after our Back landed, so it is the current one.
    expect(stepId()).toBeDefined()
    const back = popstates(1)
    window.history.back()
    await back
    expect(section).toHaveBeenCalledOnce()
    expect(backStepCount()).toBe(0)
  })

  it('a step released before its entry was written leaves no entry behind', async () => {
    const first = pushBackStep(() => undefined)
    const landed = popstates(1)
    first()
    const second = pushBackStep(() => undefined)
    second()
    await landed
    expect(backStepCount()).toBe(0)
    expect(stepId()).toBeUndefined()
  })

  it('clearBackSteps drops every step without running it and resolves once the history moved', async () => {
    const ran = vi.fn()
    pushBackStep(ran)
    pushBackStep(ran)
    expect(backStepCount()).toBe(2)
    await clearBackSteps()
    expect(backStepCount()).toBe(0)
    expect(ran).not.toHaveBeenCalled()
  })
})
