import { dehydrate } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom'
import type { ReturnedFields } from '@/features/leads/returned-fields'
import { getSiteSettingsQueryOptions } from '@/lib/site-settings/get-site-settings'
import type { ApiGet } from '@/lib/api-client'
import { resolveHead } from '@/lib/document-head'
import { resources } from '@/lib/all-locales'
import { createI18n } from '@/lib/i18n'
import type { Language } from '@/lib/language'
import { createQueryClient } from '@/lib/query-client'
import { App } from './app'
import { appStateScript } from './app-state'
import { fillTemplate } from './html-document'
import { adminRoutes } from '@/routes/admin/admin-routes'
import { createRoutes } from './routes'

/** Everything a page's HTML depends on, besides the API's answers. */
export interface PageRequest {
  /** path and query, e.g. `/annunci?brand=BMW` */
  url: string
  language: Language
  /** the public origin, e.g. `https://www.example.it` */
  siteOrigin: string
  /** GETs a JSON API path in-process; rejects with an Error carrying a numeric `status` on non-2xx */
  api: ApiGet
  /** index.html, already transformed by Vite in development */
  template: string
  /** what the visitor typed in a form the server just refused */
  returned?: ReturnedFields
}

export interface RenderedPage {
  status: number
  html: string
  headers: Record<string, string>
}

/**
 * The loaders answer statuses with `data()` and `redirect()` rather than throw, so anything thrown
 * is a fault: the server answers it as it answers a failed render.
 */
function throwLoaderError(errors: StaticHandlerContext['errors']): void {
  const error: unknown = errors ? Object.values(errors)[0] : undefined
  if (error === undefined) return
  throw error instanceof Error ? error : new Error(`A route loader failed: ${JSON.stringify(error)}`)
}

/** `x-robots-tag` → `X-Robots-Tag`: `Headers` keeps names in lower case, the answer in the usual spelling. */
function headerName(name: string): string {
  return name.replace(/(^|-)[a-z]/g, (start) => start.toUpperCase())
}

/** The headers the matched routes' loaders asked for (the panel's `X-Robots-Tag`). */
function loaderHeaders(context: StaticHandlerContext): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const match of context.matches) {
    context.loaderHeaders[match.route.id]?.forEach((value, name) => {
      headers[headerName(name)] = value
    })
  }
  return headers
}

/**
 * Runs the matched routes' loaders, which fill a fresh query cache from the API, then renders
 * the page into the template with the data the browser hydrates from. The answer depends only
 * on the request's fields and the catalogue the API serves, so it can be reused while neither
 * changes.
 */
export async function renderPage({
  url,
  language,
  siteOrigin,
  api,
  template,
  returned,
}: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient()
  try {
    const handler = createStaticHandler(createRoutes({ queryClient, api }, adminRoutes))
    // Prefixed rather than resolved, so a path such as `//x` stays a path and not a host.
    const context = await handler.query(new Request(`${siteOrigin}${url}`))
    if (context instanceof Response) {
      return { status: context.status, html: '', headers: { Location: context.headers.get('Location') ?? '/' } }
    }
    throwLoaderError(context.errors)

    const i18n = createI18n(language, resources)
    const appHtml = renderToString(
      <App queryClient={queryClient} i18n={i18n} api={api} siteOrigin={siteOrigin} returned={returned}>
        {/* No hydration script of the router's own: the CSP forbids inline scripts. */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </App>,
    )

    const head = resolveHead(
      context.matches.map((match) => ({ params: match.params, handle: match.route.handle as unknown })),
      {
        i18n,
        language,
        siteOrigin,
        siteName: queryClient.getQueryData(getSiteSettingsQueryOptions(api).queryKey)?.dealershipName,
      },
    )
    const stateScript = appStateScript({
      language,
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData },
      ...(returned ? { returned } : {}),
    })
    const html = fillTemplate(template, { language, siteUrl: siteOrigin, head, appHtml, stateScript })
    return { status: context.statusCode, html, headers: loaderHeaders(context) }
  } finally {
    // Queries with a finite cache time hold timers; this request's cache ends here.
    queryClient.clear()
  }
}
