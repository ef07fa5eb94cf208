import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router-dom'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { resolveHead } from '@/lib/document-head'
import { defaultLanguage, isLanguage } from '@/lib/language'
import { useSiteOrigin } from '@/lib/site-origin'
import { alternateUrls } from '@/lib/site-url'

/**
 * Keeps the server-written `<head>` in step in the browser: the title, description and language
 * links follow client-side navigation and language changes. The routes' `handle.head` says what
 * they are, as it did for the server.
 */
export function DocumentHeadSync() {
  const matches = useMatches()
  const { i18n } = useTranslation()
  const { data: settings } = useSiteSettings()
  const siteOrigin = useSiteOrigin()
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage
  const head = resolveHead(matches, { i18n, language, siteOrigin, siteName: settings?.dealershipName })
  const title = head?.title
  const description = head?.description
  const canonicalPath = head?.canonicalPath

  useEffect(() => {
    if (title === undefined) return
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? '')
    if (!canonicalPath) return
    const urls = alternateUrls(window.location.origin, canonicalPath)
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', urls[language])
    const alternates = { it: urls.it, en: urls.en, 'x-default': urls.it }
    for (const [hreflang, href] of Object.entries(alternates)) {
      document.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.setAttribute('href', href)
    }
  }, [title, description, canonicalPath, language])

  return null
}
