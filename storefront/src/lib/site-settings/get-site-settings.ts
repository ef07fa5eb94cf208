import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGet } from '../api-client'
import { useApi } from '../api-context'
import type { SiteSettings } from './types'
import { siteQueries } from './queries'

export function getSiteSettings(api: ApiGet): Promise<SiteSettings> {
  return api<SiteSettings>('/api/globals/site-settings?depth=0')
}

export function getSiteSettingsQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: siteQueries.settings(),
    queryFn: () => getSiteSettings(api),
    // Edited rarely, read by every page: one fetch per visit is plenty.
    staleTime: 10 * 60_000,
  })
}

export function useSiteSettings() {
  const api = useApi()
  return useQuery(getSiteSettingsQueryOptions(api))
}
