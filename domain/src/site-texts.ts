import type { ServiceId } from './public-pages'

/** The languages the dealer writes the site's texts in. */
export const siteTextLanguages = ['it', 'en'] as const
export type SiteTextLanguage = (typeof siteTextLanguages)[number]

/**
 * The dealer's own texts of one language as HTML (`GET /api/globals/site-texts/html`). `null` is a
 * text the dealer has not written: the page shows its default text from the locale files.
 */
export interface PageTextsHtml {
  about: { mission: string | null; experience: string | null }
  services: { intro: string | null }
  servicePages: Record<ServiceId, string | null>
}

export type SiteTextsHtml = Record<SiteTextLanguage, PageTextsHtml>
