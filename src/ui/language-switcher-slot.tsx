import { useEffect, useState, type ComponentType } from 'react'
import { afterPaintWhenIdle } from '@/lib/schedule'
import { languageSwitcherHeight } from './control-classes'

// The login's switcher arrives just after the login itself: the first download (100 KB budget)
// holds only this slot, which keeps the switcher's row so nothing moves when it appears. It loads
// once the app's login is painted and the page idle, so the static login (rendered at build time)
// and the app's first render agree, and the login's first download window stays its own.
const placeholder = <span className={`block ${languageSwitcherHeight}`} />

export function LanguageSwitcherSlot() {
  const [Switcher, setSwitcher] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    afterPaintWhenIdle(() => {
      void import('./language-switcher').then(
        ({ LanguageSwitcher }) => mounted && setSwitcher(() => LanguageSwitcher),
        () => {},
      )
    })
    return () => {
      mounted = false
    }
  }, [])
  return Switcher ? <Switcher /> : placeholder
}
