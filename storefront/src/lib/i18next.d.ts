import 'i18next'
import type { defaultNamespace, LocaleTexts } from './i18n'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace
    resources: LocaleTexts
  }
}
