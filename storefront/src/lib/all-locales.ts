import en from '@/locales/en'
import enPages from '@/locales/en/pages'
import it from '@/locales/it'
import itPages from '@/locales/it/pages'

/** Every language's texts, for the server, which renders either language, and for tests. */
export const resources = { it: { ...it, ...itPages }, en: { ...en, ...enPages } } as const
