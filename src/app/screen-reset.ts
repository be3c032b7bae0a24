import { proxy } from 'valtio'

/**
 * Bumped when the demo data is reset: the current screen is mounted afresh, so nothing typed on
 * it and no error it showed outlives the world it was about.
 */
export const screenReset = proxy({ generation: 0 })

export function remountScreen() {
  screenReset.generation += 1
}
