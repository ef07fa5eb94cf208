import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { ApiGet } from '../lib/api-client'
import { ApiProvider } from '../lib/api-context'

export interface AppProvidersProps {
  queryClient: QueryClient
  i18n: i18n
  api: ApiGet
  children: ReactNode
}

/** Everything a screen may read from context; the server and the browser pass their own instances. */
export function AppProviders({ queryClient, i18n, api, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>{children}</ApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
