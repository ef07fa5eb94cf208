import type { i18n } from 'i18next'
import type { Language } from './language'

/**
 * The namespaces only some pages use: each loads with its page, not with the app's start (the
 * footer's service names are a start namespace of their own, 'serviceNames').
 */
export type PageNamespace = keyof typeof import('@/locales/it/pages').default

type JsonModule = () => Promise<{ default: Record<string, unknown> }>

// Literal paths, so the bundler makes each namespace of each language a chunk of its own.
const importers: Record<Language, Record<PageNamespace, JsonModule>> = {
  it: {
    about: () => import('@/locales/it/about.json'),
    compare: () => import('@/locales/it/compare.json'),
    contact: () => import('@/locales/it/contact.json'),
    cookiePolicy: () => import('@/locales/it/cookie-policy.json'),
    favouritesPage: () => import('@/locales/it/favourites-page.json'),
    home: () => import('@/locales/it/home.json'),
    inventory: () => import('@/locales/it/inventory.json'),
    privacy: () => import('@/locales/it/privacy.json'),
    searchAlerts: () => import('@/locales/it/search-alerts.json'),
    services: () => import('@/locales/it/services.json'),
  },
  en: {
    about: () => import('@/locales/en/about.json'),
    compare: () => import('@/locales/en/compare.json'),
    contact: () => import('@/locales/en/contact.json'),
    cookiePolicy: () => import('@/locales/en/cookie-policy.json'),
    favouritesPage: () => import('@/locales/en/favourites-page.json'),
    home: () => import('@/locales/en/home.json'),
    inventory: () => import('@/locales/en/inventory.json'),
    privacy: () => import('@/locales/en/privacy.json'),
    searchAlerts: () => import('@/locales/en/search-alerts.json'),
    services: () => import('@/locales/en/services.json'),
  },
}

export const pageNamespaces = Object.keys(importers.it) as PageNamespace[]

/** Adds the namespaces' texts in one language to the instance, fetching only what it lacks. */
export async function loadPageTexts(instance: i18n, language: Language, namespaces: PageNamespace[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace))
  const bundles = await Promise.all(missing.map((namespace) => importers[language][namespace]()))
  missing.forEach((namespace, index) => instance.addResourceBundle(language, namespace, bundles[index].default))
}

// The browser's one instance, once the app has started; the server's instances hold every text.
let browserInstance: i18n | null = null

/** Page routes load their namespaces into this instance from now on (the browser, at start). */
export function loadPageTextsInto(instance: i18n): void {
  browserInstance = instance
}

/**
 * A route's code and the namespaces its page uses, fetched together so neither waits for the
 * other. On the server (no browser instance) only the code: its instances hold every text.
 */
export function withPageTexts<Route>(namespaces: PageNamespace[], lazy: () => Promise<Route>): () => Promise<Route> {
  return async () => {
    const instance = browserInstance
    const [route] = await Promise.all([
      lazy(),
      instance && loadPageTexts(instance, instance.language as Language, namespaces),
    ])
    return route
  }
}
