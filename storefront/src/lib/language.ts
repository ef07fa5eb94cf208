export const languages = ['it', 'en'] as const
export type Language = (typeof languages)[number]

export const defaultLanguage: Language = 'it'
export const languageCookieName = 'lang'
export const languageQueryParam = 'lang'

const oneYearInSeconds = 60 * 60 * 24 * 365

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** An explicit `?lang=` choice wins over the remembered cookie, which wins over Italian. */
export function resolveLanguage(
  queryValue: string | null | undefined,
  cookieValue: string | undefined,
): { language: Language; chosenInUrl: boolean } {
  if (isLanguage(queryValue)) return { language: queryValue, chosenInUrl: true }
  if (isLanguage(cookieValue)) return { language: cookieValue, chosenInUrl: false }
  return { language: defaultLanguage, chosenInUrl: false }
}

/**
 * The same cookie string serves the server's Set-Cookie header and `document.cookie`;
 * `secure` when the site is served over https.
 */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`
}
