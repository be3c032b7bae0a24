import { Suspense, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { runtime } from '@/config/runtime'
import { ConfigNotice } from './ConfigNotice'
import { ErrorBoundary } from '@/ui/error-boundary'
import { NoticeBanners } from './NoticeBanners'
import { Footer } from './Footer'
import { SkipLink } from './SkipLink'
import { preloadableChunk } from '@/lib/lazy-chunk'

// Demo mode only: live visitors never download the demo banner and its tools. The demo's start
// fetches it before the app takes the static login over (main.tsx): arriving later, it would push
// the login down under the player's finger. Its classes are in the login's stylesheet
// (src/login.css), so it does not wait for the full one.
const DemoBannerChunk = preloadableChunk(
  () => import('./DemoBanner'),
  (m) => m.DemoBanner,
)
const DemoBanner = DemoBannerChunk.Component
export const preloadDemoBanner = DemoBannerChunk.preload

/** Page frame around every screen: skip link, demo and config notices, the screen, banners, the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { config } = useSnapshot(runtime)
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {config.mode === 'demo' && (
        <ErrorBoundary>
          <Suspense fallback={null}>
            <DemoBanner />
          </Suspense>
        </ErrorBoundary>
      )}
      <ConfigNotice />
      <main className="flex flex-1 flex-col">{children}</main>
      <Footer />
      <NoticeBanners />
    </div>
  )
}
