import { createInstance, type i18n } from 'i18next'
import enAbout from '@/locales/en/about.json'
import enCarDetail from '@/locales/en/car-detail.json'
import enCars from '@/locales/en/cars.json'
import enCommon from '@/locales/en/common.json'
import enConsent from '@/locales/en/consent.json'
import enContact from '@/locales/en/contact.json'
import enCookiePolicy from '@/locales/en/cookie-policy.json'
import enHome from '@/locales/en/home.json'
import enInventory from '@/locales/en/inventory.json'
import enNotFound from '@/locales/en/not-found.json'
import enPrivacy from '@/locales/en/privacy.json'
import enServices from '@/locales/en/services.json'
import itAbout from '@/locales/it/about.json'
import itCarDetail from '@/locales/it/car-detail.json'
import itCars from '@/locales/it/cars.json'
import itCommon from '@/locales/it/common.json'
import itConsent from '@/locales/it/consent.json'
import itContact from '@/locales/it/contact.json'
import itCookiePolicy from '@/locales/it/cookie-policy.json'
import itHome from '@/locales/it/home.json'
import itInventory from '@/locales/it/inventory.json'
import itNotFound from '@/locales/it/not-found.json'
import itPrivacy from '@/locales/it/privacy.json'
import itServices from '@/locales/it/services.json'
import { defaultLanguage, languages, type Language } from './language'

export const resources = {
  it: {
    about: itAbout,
    carDetail: itCarDetail,
    cars: itCars,
    common: itCommon,
    consent: itConsent,
    contact: itContact,
    cookiePolicy: itCookiePolicy,
    home: itHome,
    inventory: itInventory,
    notFound: itNotFound,
    privacy: itPrivacy,
    services: itServices,
  },
  en: {
    about: enAbout,
    carDetail: enCarDetail,
    cars: enCars,
    common: enCommon,
    consent: enConsent,
    contact: enContact,
    cookiePolicy: enCookiePolicy,
    home: enHome,
    inventory: enInventory,
    notFound: enNotFound,
    privacy: enPrivacy,
    services: enServices,
  },
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
