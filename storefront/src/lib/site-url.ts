import { languageQueryParam, type Language } from './language'

/** The address of a page in each language: Italian is the plain path, English adds `?lang=en`. */
export function alternateUrls(origin: string, canonicalPath: string): Record<Language, string> {
  const italian = new URL(canonicalPath, origin)
  const english = new URL(italian)
  english.searchParams.set(languageQueryParam, 'en')
  return { it: italian.href, en: english.href }
}
