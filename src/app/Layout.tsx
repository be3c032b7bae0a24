import type { ReactNode } from 'react'
import { DemoBanner } from './DemoBanner'
import { ConfigNotice } from './ConfigNotice'
import { NoticeBanners } from './NoticeBanners'
import { Footer } from './Footer'
import { SkipLink } from './SkipLink'

/** Page frame around every screen: skip link, demo and config notices, the screen, banners, the footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <DemoBanner />
      <ConfigNotice />
      <main className="flex flex-1 flex-col">{children}</main>
      <Footer />
      <NoticeBanners />
    </div>
  )
}
