import { useSnapshot } from 'valtio'
import { Alert } from '@/ui/alert'
import { dismiss, notices } from '@/state/notices'

/**
 * App-wide banners from notify(). They float at the bottom so they stay in view wherever the
 * user has scrolled without covering the header's controls: full width on phones, bottom right
 * from `sm` up.
 */
export function NoticeBanners() {
  const { items } = useSnapshot(notices)
  // The region is always in the page so screen readers announce banners added to it.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex flex-col items-center gap-2 px-3 sm:right-4 sm:bottom-4 sm:left-auto sm:w-96 sm:items-stretch sm:px-0"
    >
      {items.map((notice) => (
        <Alert
          key={notice.id}
          kind={notice.kind}
          onDismiss={() => dismiss(notice.id)}
          className="pointer-events-auto w-full max-w-md bg-panel/95 shadow-2xl shadow-shade/40"
        >
          {notice.text}
        </Alert>
      ))}
    </div>
  )
}
