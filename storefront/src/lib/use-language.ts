import { useTranslation } from 'react-i18next'
import { isLanguage, languageCookie, defaultLanguage, type Language } from './language'

/** The active language and a setter that also remembers it for the server and the document. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage

  const setLanguage = (next: Language) => {
    document.cookie = languageCookie(next)
    document.documentElement.lang = next
    void i18n.changeLanguage(next)
  }

  return { language, setLanguage }
}
