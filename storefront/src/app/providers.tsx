import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ConsentProvider } from '@/features/consent/consent-provider'
import { ReturnedFieldsProvider, type ReturnedFields } from '@/features/leads/returned-fields'
import type { ApiGet } from '@/lib/api-client'
import { ApiProvider } from '@/lib/api-context'
import { SiteOriginProvider } from '@/lib/site-origin'

export interface AppProvidersProps {
  queryClient: QueryClient
  i18n: i18n
  api: ApiGet
  /** the public origin of the site, for absolute links */
  siteOrigin: string
  /** what the visitor typed in a form the server sent back to them */
  returned?: ReturnedFields
  children: ReactNode
}

/** Everything a screen may read from context; the server and the browser pass their own instances. */
export function AppProviders({ queryClient, i18n, api, siteOrigin, returned, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>
          <SiteOriginProvider origin={siteOrigin}>
            <ReturnedFieldsProvider value={returned ?? null}>
              <ConsentProvider>{children}</ConsentProvider>
            </ReturnedFieldsProvider>
          </SiteOriginProvider>
        </ApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
}
