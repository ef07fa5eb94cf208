import type { i18n } from 'i18next'
import enAdmin from '@/locales/en/admin.json'
import itAdmin from '@/locales/it/admin.json'

export const adminNamespace = 'admin'

export const adminTexts = { it: itAdmin, en: enAdmin } as const

/**
 * Adds the panel's texts to the running i18n instance. They travel with the panel's code
 * instead of being registered with the public namespaces, so visitors never download them.
 */
export function registerAdminTexts(instance: i18n): void {
  for (const [language, texts] of Object.entries(adminTexts)) {
    if (!instance.hasResourceBundle(language, adminNamespace)) {
      instance.addResourceBundle(language, adminNamespace, texts)
    }
  }
}
