// Testing Library's render inside the app's providers (a fresh query cache per render), so
// components that read or change server data work as they do in the console.
import type { ReactElement } from 'react'
import { render as baseRender, type RenderOptions } from '@testing-library/react'
import { AppProviders } from '@/app/providers'

export * from '@testing-library/react'

export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return baseRender(ui, { ...options, wrapper: ({ children }) => <AppProviders>{children}</AppProviders> })
}
