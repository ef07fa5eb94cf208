import { queryOptions, useQuery } from '@tanstack/react-query'
import { readPublicAnswer } from '@/lib/read-public-answer'
import type { ApiGet } from '../api-client'
import { useApi } from '../api-context'
import type { SiteSettings } from './types'
import { siteKeys } from '@/lib/query-keys'

const SETTINGS_PATH = '/api/globals/site-settings?depth=0'

export async function getSiteSettings(api: ApiGet): Promise<SiteSettings> {
  return readPublicAnswer('siteSettings', await api<unknown>(SETTINGS_PATH), `GET ${SETTINGS_PATH}`)
}

export function getSiteSettingsQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: siteKeys.settings(),
    queryFn: () => getSiteSettings(api),
    // Edited rarely, read by every page: one fetch per visit is plenty.
    staleTime: 10 * 60_000,
  })
}

export function useSiteSettings() {
  const api = useApi()
  return useQuery(getSiteSettingsQueryOptions(api))
}
