import { dehydrate } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { ApiGet } from '../lib/api-client'
import { createI18n } from '../lib/i18n'
import { languageCookie, languageCookieName, languageQueryParam, resolveLanguage } from '../lib/language'
import { createQueryClient } from '../lib/query-client'
import { createServerResponse, ServerResponseProvider } from '../lib/server-response'
import { App } from './app'
import { appStateScript } from './app-state'
import { fillTemplate } from './html-document'
import { prefetchRoutes } from './prefetch-routes'
import { routes } from './routes'

export interface RenderRequest {
  /** path and query, e.g. `/annunci?brand=BMW` */
  url: string
  cookies: Record<string, string>
  /** GETs a JSON API path in-process; rejects with an Error carrying a numeric `status` on non-2xx */
  api: ApiGet
  /** index.html, already transformed by Vite in development */
  template: string
}

export interface RenderResponse {
  status: number
  html: string
  headers: Record<string, string>
}

/** The public origin the server was configured with (it sets `SITE_URL` before loading this module). */
function siteOrigin(): string {
  return new URL(process.env.SITE_URL || 'http://localhost:3000').origin
}

export async function render(req: RenderRequest): Promise<RenderResponse> {
  // Prefixed rather than resolved, so a path such as `//x` stays a path and not a host.
  const url = new URL(`http://storefront.invalid${req.url}`)
  const { language, chosenInUrl } = resolveLanguage(
    url.searchParams.get(languageQueryParam),
    req.cookies[languageCookieName],
  )

  const origin = siteOrigin()
  const queryClient = createQueryClient()
  try {
    await prefetchRoutes(routes, url, queryClient, req.api)

    const response = createServerResponse()
    const appHtml = renderToString(
      <ServerResponseProvider response={response}>
        <StaticRouter location={req.url}>
          <App queryClient={queryClient} i18n={createI18n(language)} api={req.api} siteOrigin={origin} />
        </StaticRouter>
      </ServerResponseProvider>,
    )

    const html = fillTemplate(req.template, {
      language,
      siteUrl: origin,
      head: response.head,
      appHtml,
      stateScript: appStateScript({ language, queries: dehydrate(queryClient) }),
    })

    const headers: Record<string, string> = { ...response.headers }
    if (chosenInUrl) headers['Set-Cookie'] = languageCookie(language, origin.startsWith('https:'))
    return { status: response.status, html, headers }
  } finally {
    // Queries with a finite cache time hold timers; this request's cache ends here.
    queryClient.clear()
  }
}
