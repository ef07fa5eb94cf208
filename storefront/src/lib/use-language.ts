import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { switchLanguage } from './i18n'
import { defaultLanguage, isLanguage, languageCookie, languageQueryParam, type Language } from './language'

/** The active language and a setter that also remembers it for the server and the document. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage

  const setLanguage = (next: Language) => {
    document.cookie = languageCookie(next, window.location.protocol === 'https:')
    document.documentElement.lang = next
    void switchLanguage(i18n, next)

    // A `?lang=` left in the address would override the new choice on the next reload.
    const search = new URLSearchParams(location.search)
    if (search.has(languageQueryParam)) {
      search.delete(languageQueryParam)
      const query = search.toString()
      // Not awaited: a navigation's failure reaches the route's error screen, not this handler.
      void navigate(
        { search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      )
    }
  }

  return { language, setLanguage }
}
