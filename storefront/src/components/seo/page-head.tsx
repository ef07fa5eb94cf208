import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteSettings } from '../../features/site/api/get-site-settings'
import { isLanguage } from '../../lib/language'
import { useServerResponse, type DocumentHead } from '../../lib/server-response'
import { alternateUrls } from '../../lib/site-url'

type PageHeadProps = Omit<DocumentHead, 'siteName'>

/**
 * Declares the page's `<head>`: the server writes all of it into the HTML; in the browser the
 * title, description and language links follow client-side navigation and language changes.
 * The title gets the dealership's name appended.
 */
export function PageHead(props: PageHeadProps) {
  const { data: settings } = useSiteSettings()
  const { i18n } = useTranslation()
  const siteName = settings?.dealershipName
  const title = siteName ? `${props.title} | ${siteName}` : props.title
  const { description, canonicalPath } = props

  useServerResponse()?.setHead({ ...props, title, siteName })

  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
    if (!canonicalPath || !isLanguage(i18n.language)) return
    const urls = alternateUrls(window.location.origin, canonicalPath)
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', urls[i18n.language])
    const alternates = { it: urls.it, en: urls.en, 'x-default': urls.it }
    for (const [hreflang, href] of Object.entries(alternates)) {
      document.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.setAttribute('href', href)
    }
  }, [title, description, canonicalPath, i18n.language])

  return null
}
