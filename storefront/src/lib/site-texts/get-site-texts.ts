import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { readPublicAnswer } from '@/lib/read-public-answer'
import { type PageTextsHtml, type SiteTextsHtml } from '@autosalone/domain/site-texts'
import type { ApiGet } from '../api-client'
import { useApi } from '../api-context'
import { defaultLanguage, isLanguage } from '../language'
import { siteKeys } from '@/lib/query-keys'

/** The dealer's texts of both languages as HTML, made safe by the server; `null` keeps a page's default text. */
export async function getSiteTexts(api: ApiGet): Promise<SiteTextsHtml> {
  const path = '/api/globals/site-texts/html'
  return readPublicAnswer('siteTexts', await api<unknown>(path), `GET ${path}`)
}

export function getSiteTextsQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: siteKeys.texts(),
    queryFn: () => getSiteTexts(api),
    // Edited rarely; every page request renders with the current texts on the server anyway.
    staleTime: 10 * 60_000,
  })
}

/** The dealer's texts in the page's language; undefined until they arrive (the page shows its defaults). */
export function useSiteTexts(): PageTextsHtml | undefined {
  const api = useApi()
  const { i18n } = useTranslation()
  const { data } = useQuery(getSiteTextsQueryOptions(api))
  return data?.[isLanguage(i18n.language) ? i18n.language : defaultLanguage]
}
