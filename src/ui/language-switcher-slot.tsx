import { useEffect, useState, type ComponentType } from 'react'

// The login's switcher arrives just after the login itself: the first download (100 KB budget)
// holds only this slot, which keeps the switcher's row so nothing moves when it appears. It loads
// once mounted, so the static login (rendered at build time) and the app's first render agree.
const placeholder = <span className="block min-h-10 sm:min-h-8" />

export function LanguageSwitcherSlot() {
  const [Switcher, setSwitcher] = useState<ComponentType | null>(null)
  useEffect(() => {
    void import('./language-switcher').then(
      ({ LanguageSwitcher }) => setSwitcher(() => LanguageSwitcher),
      () => {},
    )
  }, [])
  return Switcher ? <Switcher /> : placeholder
}
