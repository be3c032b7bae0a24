import { useCallback, useEffect, useState } from 'react'
import { ArrowLeftIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { Alert } from '@/ui/alert'
import { GlassCard } from '@/ui/card'
import { Spinner } from '@/ui/spinner'
import { leaveTerms } from '@/state/session'

/** The static terms file, served by the console's own host (not the API). */
export const TOS_URL = '/tos.txt'

type Load = { status: 'loading' } | { status: 'loaded'; text: string } | { status: 'failed'; message: string }

/** Fetches the terms as text. A single-page fallback answering with HTML counts as missing. */
export async function fetchTerms(url = TOS_URL): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' })
  if (!response.ok) throw new Error(`Could not load the Terms of Service (HTTP ${response.status})`)
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('Could not load the Terms of Service (the file was not found)')
  }
  return response.text()
}

export function TermsScreen() {
  const [load, setLoad] = useState<Load>({ status: 'loading' })

  const fetchText = useCallback(() => {
    let cancelled = false
    setLoad({ status: 'loading' })
    fetchTerms().then(
      (text) => !cancelled && setLoad({ status: 'loaded', text }),
      (error: unknown) =>
        !cancelled &&
        setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(fetchText, [fetchText])

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-white sm:text-3xl">Terms of Service</h1>
        <Button color="secondary" onClick={leaveTerms}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back
        </Button>
      </div>
      <GlassCard className="p-4 sm:p-8">
        {load.status === 'loading' && <Spinner label="Loading Terms of Service..." />}
        {load.status === 'failed' && (
          <div className="space-y-4">
            <Alert kind="error">{load.message}</Alert>
            <Button color="secondary" onClick={fetchText}>
              Try again
            </Button>
          </div>
        )}
        {load.status === 'loaded' && (
          <pre className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-200 sm:text-base">
            {load.text}
          </pre>
        )}
      </GlassCard>
      {load.status === 'loaded' && (
        // The text is long; a way back waits at its end too.
        <div className="mt-4 flex justify-end">
          <Button color="secondary" onClick={leaveTerms}>
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Back to the console
          </Button>
        </div>
      )}
    </div>
  )
}
