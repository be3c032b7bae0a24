import { queryOptions } from '@tanstack/react-query'

/** The static terms file beside index.html (not on the API host), under any path prefix. */
const TOS_URL = 'tos.txt'

/** Fetches the terms as text. A single-page fallback answering with HTML counts as missing. */
async function fetchTerms(url = TOS_URL, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache', signal })
  if (!response.ok) throw new Error(`Could not load the Terms of Service (HTTP ${response.status})`)
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error('Could not load the Terms of Service (the file was not found)')
  }
  return response.text()
}

/** The terms as the ToS screen reads them: a failure shows at once (it is a static file). */
export const termsQuery = () =>
  queryOptions({ queryKey: ['tos'], queryFn: ({ signal }) => fetchTerms(TOS_URL, signal), retry: false })
