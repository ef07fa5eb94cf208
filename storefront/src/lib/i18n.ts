import { createInstance, type i18n } from 'i18next'
import { defaultLanguage, languages, type Language } from './language'

/** One language's texts, by namespace; Italian's shape is every language's. */
export type LocaleTexts = typeof import('@/locales/it').default

export const defaultNamespace = 'common'

/**
 * One language's texts, as a chunk of their own: the browser loads only the page's language, and
 * the other one when the visitor switches.
 */
export async function loadLocale(language: Language): Promise<LocaleTexts> {
  return language === 'en' ? (await import('@/locales/en')).default : (await import('@/locales/it')).default
}

/**
 * A fresh instance per call: on the server each request renders in its own language, so no
 * instance may be shared. The texts are given, so initialisation is synchronous.
 */
export function createI18n(language: Language, resources: Partial<Record<Language, LocaleTexts>>): i18n {
  const instance = createInstance()
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    resources,
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}

/** Switches the language, loading its texts first when this page has not had them yet. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, defaultNamespace)) {
    const texts = await loadLocale(language)
    for (const [namespace, bundle] of Object.entries(texts)) instance.addResourceBundle(language, namespace, bundle)
  }
  await instance.changeLanguage(language)
}
