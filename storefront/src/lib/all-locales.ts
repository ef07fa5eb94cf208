import en from '@/locales/en'
import it from '@/locales/it'

/** Every language's texts, for the server, which renders either language, and for tests. */
export const resources = { it, en } as const
