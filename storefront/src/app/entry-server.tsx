import type { ApiGet } from '@/lib/api-client'
import { languageCookie, languageCookieName, languageQueryParam, resolveLanguage } from '@/lib/language'
import type { ReturnedFields } from '@/features/leads/returned-fields'
import { renderPage, type RenderedPage } from './render-page'

export interface RenderRequest {
  /** path and query, e.g. `/annunci?brand=BMW` */
  url: string
  cookies: Record<string, string>
  /** GETs a JSON API path in-process; rejects with an Error carrying a numeric `status` on non-2xx */
  api: ApiGet
  /** index.html, already transformed by Vite in development */
  template: string
  /** what the visitor typed in a form the server just refused, to fill it in again */
  returned?: ReturnedFields
}

export type RenderResponse = RenderedPage

/** The public origin the server was configured with (it sets `SITE_URL` before loading this module). */
function siteOrigin(): string {
  return new URL(process.env.SITE_URL || 'http://localhost:3000').origin
}

/**
 * A page for one request: the language comes from `?lang=` or the `lang` cookie, and a choice
 * made in the address is remembered in the cookie. Everything else is `renderPage`'s.
 */
export async function render(req: RenderRequest): Promise<RenderResponse> {
  const search = new URL(`http://storefront.invalid${req.url}`).searchParams
  const { language, chosenInUrl } = resolveLanguage(search.get(languageQueryParam), req.cookies[languageCookieName])
  const origin = siteOrigin()

  const page = await renderPage({
    url: req.url,
    language,
    siteOrigin: origin,
    api: req.api,
    template: req.template,
    returned: req.returned,
  })
  if (!chosenInUrl) return page
  return { ...page, headers: { ...page.headers, 'Set-Cookie': languageCookie(language, origin.startsWith('https:')) } }
}
