import { createInstance, type i18n } from 'i18next'
import enCars from '../locales/en/cars.json'
import enCommon from '../locales/en/common.json'
import enHome from '../locales/en/home.json'
import enNotFound from '../locales/en/not-found.json'
import itCars from '../locales/it/cars.json'
import itCommon from '../locales/it/common.json'
import itHome from '../locales/it/home.json'
import itNotFound from '../locales/it/not-found.json'
import { defaultLanguage, languages, type Language } from './language'

export const resources = {
  it: { common: itCommon, home: itHome, cars: itCars, notFound: itNotFound },
  en: { common: enCommon, home: enHome, cars: enCars, notFound: enNotFound },
} as const

export const defaultNamespace = 'common'

/**
 * A fresh instance per call: on the server each request renders in its own language, so no
 * instance may be shared. Resources are bundled, so initialisation is synchronous.
 */
export function createI18n(language: Language): i18n {
  const instance = createInstance()
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    resources,
    ns: Object.keys(resources.it),
    defaultNS: defaultNamespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}
