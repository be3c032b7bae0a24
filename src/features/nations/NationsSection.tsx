import { useEffect, useState } from 'react'
import { useBackStep } from '@/lib/use-back-step'
import { game } from '@/state/game'
import { NationDetail } from './NationDetail'
import { NationList } from './NationList'

/**
 * Nation Management (spec section 2): the list of nations, or one nation's detail. The browser's
 * Back button returns from a nation to the list.
 */
export function NationsSection() {
  // Opened for one nation (the dashboard's roles): its detail first, the list one step back.
  const [openId, setOpenId] = useState<string | null>(() => game.focus?.nationId ?? null)
  const backToList = () => setOpenId(null)
  useBackStep(openId !== null, backToList)
  // A nation opened from far down the list starts at its top.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 })
  }, [openId])

  return openId ? <NationDetail id={openId} onBack={backToList} /> : <NationList onOpen={setOpenId} />
}
