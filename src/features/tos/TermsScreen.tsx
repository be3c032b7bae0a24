import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon } from '@heroicons/react/20/solid'
import { Button } from '@/ui/button'
import { GlassCard } from '@/ui/card'
import { QueryStatus } from '@/ui/load-status'
import { leaveTerms } from '@/state/session'
import { useBackStep } from '@/lib/use-back-step'
import { termsQuery } from '@/api/terms'

/** "Terms load failure shows the error text" (spec section 8). */
const termsError = (error: unknown) =>
  error instanceof Error ? error.message : 'Could not load the Terms of Service'

export function TermsScreen() {
  // The browser's Back leaves the terms for where they were opened from, as the Back button does.
  useBackStep(true, leaveTerms)
  const terms = useQuery(termsQuery())

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-strong sm:text-3xl">Terms of Service</h1>
        <Button color="secondary" onClick={leaveTerms}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back
        </Button>
      </div>
      <GlassCard className="p-4 sm:p-8">
        <QueryStatus query={terms} failure={termsError} loading="Loading Terms of Service...">
          <pre className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-soft sm:text-base">
            {terms.data}
          </pre>
        </QueryStatus>
      </GlassCard>
      {terms.isSuccess && (
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
