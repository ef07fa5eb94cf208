import { createInstance, type i18n } from 'i18next'
import { defaultLanguage, languages, type Language } from './language'
import { loadPageTexts, pageNamespaces } from './page-texts'

/** One language's texts, by namespace; Italian's shape is every language's. */
export type LocaleTexts = typeof import('@/locales/it').default & typeof import('@/locales/it/pages').default

/** The texts every page may use, loaded at the start; the rest load with their pages. */
export type StartTexts = typeof import('@/locales/it').default

export const defaultNamespace = 'common'

/**
 * One language's start texts, as a chunk of their own: the browser loads only the page's
 * language, and the other one when the visitor switches.
 */
export async function loadLocale(language: Language): Promise<StartTexts> {
  return language === 'en' ? (await import('@/locales/en')).default : (await import('@/locales/it')).default
}

/**
 * A fresh instance per call: on the server each request renders in its own language, so no
 * instance may be shared. The texts are given, so initialisation is synchronous.
 */
export function createI18n(language: Language, resources: Partial<Record<Language, StartTexts | LocaleTexts>>): i18n {
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

/** Adds one language's start texts to a running instance. */
export function addStartTexts(instance: i18n, language: Language, texts: StartTexts): void {
  for (const [namespace, bundle] of Object.entries(texts)) instance.addResourceBundle(language, namespace, bundle)
}

/**
 * Switches the language, loading its texts first when this page has not had them yet: the start
 * texts, and the page texts the current language has (the page on screen uses them).
 */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  const shown = pageNamespaces.filter((namespace) => instance.hasResourceBundle(instance.language, namespace))
  await Promise.all([
    !instance.hasResourceBundle(language, defaultNamespace) &&
      loadLocale(language).then((texts) => addStartTexts(instance, language, texts)),
    loadPageTexts(instance, language, shown),
  ])
  await instance.changeLanguage(language)
}
