import type { i18n } from 'i18next'
import type { Params } from 'react-router-dom'
import type { Language } from './language'

/** An image the browser should fetch before it meets it in the page (the car page's cover). */
export interface PreloadImage {
  href: string
  srcSet: string
  sizes: string
}

/** A page's `<head>`: the server writes it into the HTML. */
export interface DocumentHead {
  /** the full title, dealership name included */
  title: string
  description: string
  /** the page's canonical (Italian) path; without one the page is kept out of search engines */
  canonicalPath?: string | null
  siteName?: string
  /** path or URL of the picture shown when the page is shared */
  image?: string
  ogType?: 'website' | 'product'
  structuredData?: object[]
  preloadImage?: PreloadImage
}

/** What a route describes: the head without the dealership's name, which every page shares. */
export type PageHead = Omit<DocumentHead, 'siteName'>

export interface HeadArgs {
  params: Params
  /** the page's language: texts through `getFixedT`, numbers through `language` */
  i18n: i18n
  language: Language
  /** the public origin, for absolute links in structured data */
  siteOrigin: string
}

/**
 * A route's `handle`. `head` reads what the route's loader put in the query cache, so it gives
 * the same answer on the server, which writes it into the HTML, and in the browser, which keeps
 * the document in step as the visitor navigates. It is React Router's `meta` export, which only
 * its framework mode has, written for data mode.
 */
export interface RouteHandle {
  head?: (args: HeadArgs) => PageHead
}

export interface HeadMatch {
  params: Params
  handle: unknown
}

/**
 * The head of the deepest matched route that describes one, the title followed by the
 * dealership's name; `null` when no route describes one.
 */
export function resolveHead(
  matches: HeadMatch[],
  { siteName, ...args }: Omit<HeadArgs, 'params'> & { siteName: string | undefined },
): DocumentHead | null {
  for (const match of [...matches].reverse()) {
    const head = (match.handle as RouteHandle | undefined)?.head
    if (!head) continue
    const page = head({ ...args, params: match.params })
    return { ...page, title: siteName ? `${page.title} | ${siteName}` : page.title, siteName }
  }
  return null
}
