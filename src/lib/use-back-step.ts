import { useEffect, useRef } from 'react'
import { pushBackStep } from './back-stack'

/** While `active`, the browser's Back runs `onBack` (closes the dialog) instead of leaving the page. */
export function useBackStep(active: boolean, onBack: () => void): void {
  const latest = useRef(onBack)
  useEffect(() => {
    latest.current = onBack
  })
  useEffect(() => {
    if (!active) return
    return pushBackStep(() => latest.current())
  }, [active])
}
