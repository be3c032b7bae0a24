import { useSnapshot } from 'valtio'
import { Alert } from '@/ui/alert'
import { dismiss, notices } from '@/state/notices'

/**
 * App-wide banners from notify(). They float so they stay in view wherever the user has
 * scrolled: along the bottom on phones (near the thumb), top right from `sm` up.
 */
export function NoticeBanners() {
  const { items } = useSnapshot(notices)
  if (items.length === 0) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex flex-col items-center gap-2 px-3 sm:top-4 sm:right-4 sm:bottom-auto sm:left-auto sm:w-96 sm:items-stretch sm:px-0">
      {items.map((notice) => (
        <Alert
          key={notice.id}
          kind={notice.kind}
          onDismiss={() => dismiss(notice.id)}
          className="pointer-events-auto w-full max-w-md bg-panel/95 shadow-2xl shadow-black/40"
        >
          {notice.text}
        </Alert>
      ))}
    </div>
  )
}
