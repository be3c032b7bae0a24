// Testing Library's render inside the app's providers (a fresh query cache per render, unless the
// test hands one in), so components that read or change server data work as they do in the console.
import type { ReactElement } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { render as baseRender, type RenderOptions } from '@testing-library/react'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/api/query'
import { systemKeys } from '@/api/system'

export * from '@testing-library/react'

export function render(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'> & { client?: QueryClient },
) {
  const { client, ...rest } = options ?? {}
  return baseRender(ui, {
    ...rest,
    wrapper: ({ children }) => <AppProviders client={client}>{children}</AppProviders>,
  })
}

/** A query cache that already holds the UGC flag, as if the status call had answered `enabled`. */
export function knowingUgc(enabled: boolean): QueryClient {
  const client = createQueryClient()
  client.setQueryData(systemKeys.ugcStatus(), { ugcEnabled: enabled })
  return client
}
