/**
 * Runs `run` once the browser has painted the next frame: a frame callback runs before that
 * frame's style and layout, the task it queues runs after them. Work that reads or needs layout
 * (focus(), measuring) done there finds it clean, instead of forcing it inside the task that just
 * changed the page and making that one task twice as long. Returns a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
