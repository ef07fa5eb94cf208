import type { i18n } from 'i18next'
import type itAdmin from '@/locales/it/admin.json'
import { adminNamespace } from './admin-texts'

type PluralSuffix = '_one' | '_other'
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K

/** Every text path of the panel's namespace, plural forms under their base key. */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${Prefix}${K}`> : TextKeys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type AdminTextKey = TextKeys<typeof itAdmin>
export type AdminT = (key: AdminTextKey, values?: Record<string, string | number>) => string

type LooseT = (key: string, options: Record<string, unknown>) => string

/**
 * `t` for the panel's texts, its keys checked against the Italian file. The namespace is added
 * at run time (see `registerAdminTexts`), so i18next's own typing does not know it.
 */
export function createAdminT(instance: i18n, language?: string): AdminT {
  const translate = instance.t.bind(instance) as unknown as LooseT
  return (key, values) => translate(key, { ...values, ns: adminNamespace, ...(language ? { lng: language } : {}) })
}
