import type { Language } from '@/lib/language'
import { scriptSafeJson } from '@/lib/safe-json'
import type { DocumentHead } from '@/lib/document-head'
import { alternateUrls } from '@/lib/site-url'

export interface DocumentParts {
  language: Language
  /** the public origin, e.g. `https://www.example.it`, for canonical and share links */
  siteUrl: string
  head: DocumentHead | null
  appHtml: string
  stateScript: string
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char])
}

const ogLocales: Record<Language, string> = { it: 'it_IT', en: 'en_GB' }

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
}

function link(attributes: Record<string, string>): string {
  const pairs = Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(value)}"`)
  return `<link ${pairs.join(' ')} />`
}

/** The `<head>` tags of a page: title, description, canonical and language links, sharing cards, structured data. */
export function headTags(head: DocumentHead | null, language: Language, siteUrl: string): string {
  if (!head) return ''
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)]

  if (!head.canonicalPath) {
    tags.push(meta('name', 'robots', 'noindex'))
  } else {
    const urls = alternateUrls(siteUrl, head.canonicalPath)
    tags.push(link({ rel: 'canonical', href: urls[language] }))
    tags.push(link({ rel: 'alternate', hreflang: 'it', href: urls.it }))
    tags.push(link({ rel: 'alternate', hreflang: 'en', href: urls.en }))
    tags.push(link({ rel: 'alternate', hreflang: 'x-default', href: urls.it }))
    tags.push(meta('property', 'og:url', urls[language]))
  }

  const image = head.image ? new URL(head.image, siteUrl).href : null
  tags.push(
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', ogLocales[language]),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  )
  if (head.siteName) tags.push(meta('property', 'og:site_name', head.siteName))
  if (image) tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image))

  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage
    tags.push(
      link({ rel: 'preload', as: 'image', href, imagesrcset: srcSet, imagesizes: sizes, fetchpriority: 'high' }),
    )
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`)
  }
  return tags.join('')
}

/**
 * Fills the index.html template. Replacements are functions so `$&`-style patterns in the
 * content (a car called "Fiat $'500" for instance) are inserted literally.
 */
export function fillTemplate(template: string, parts: DocumentParts): string {
  return template
    .replace(/<html\b[^>]*>/, () => `<html lang="${parts.language}">`)
    .replace('<!--app-head-->', () => headTags(parts.head, parts.language, parts.siteUrl))
    .replace('<!--app-html-->', () => parts.appHtml)
    .replace('<!--app-state-->', () => parts.stateScript)
}
