import { afterEach, describe, expect, it } from 'vitest'
import { installFocusRescue } from '@/lib/focus-rescue'

// jsdom lays nothing out: every element counts as shown for these tests.
const shown = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList

function button(parent: Element, label: string): HTMLButtonElement {
  const el = document.createElement('button')
  el.textContent = label
  el.getClientRects = shown
  parent.append(el)
  return el
}

/** The officers dialog's shape: a first button, then a list of rows, each with its button. */
function officersDialog() {
  const outer = document.createElement('div')
  outer.setAttribute('role', 'dialog')
  button(outer, 'Demote Aurelia Voss')
  const list = document.createElement('ul')
  outer.append(list)
  const rows = ['Mira Quill', 'Tomas Reed', 'Ivo Brand'].map((name) => {
    const row = document.createElement('li')
    list.append(row)
    return { row, remove: button(row, `Remove ${name}`) }
  })
  document.body.append(outer)
  return { outer, rows }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

let stop = () => {}
afterEach(() => {
  stop()
  document.body.replaceChildren()
})

describe('focus rescue', () => {
  it('moves focus from a removed row to the first button left in its list', async () => {
    stop = installFocusRescue(document, (run) => run())
    const { rows } = officersDialog()
    rows[0].remove.focus()
    rows[0].row.remove()
    await flush()
    expect(document.activeElement).toBe(rows[1].remove)
  })

  it('leaves focus alone when the element that had it is still in the page', async () => {
    stop = installFocusRescue(document, (run) => run())
    const { rows, outer } = officersDialog()
    rows[2].remove.focus()
    rows[2].remove.blur()
    outer.append(document.createElement('p'))
    await flush()
    expect(document.activeElement).toBe(document.body)
  })
})
