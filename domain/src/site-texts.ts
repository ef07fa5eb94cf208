import { z } from 'zod'

import { serviceIds } from './public-pages.ts'

/** The languages the dealer writes the site's texts in. */
export const siteTextLanguages = ['it', 'en'] as const
export type SiteTextLanguage = (typeof siteTextLanguages)[number]

const html = z.string().nullable()

/**
 * The dealer's own texts of one language as HTML (`GET /api/globals/site-texts/html`). `null` is a
 * text the dealer has not written: the page shows its default text from the locale files.
 */
export const pageTextsHtmlSchema = z.object({
  about: z.object({ mission: html, experience: html }),
  services: z.object({ intro: html }),
  /** every service, by its id */
  servicePages: z.record(z.enum(serviceIds), html),
})

export type PageTextsHtml = z.infer<typeof pageTextsHtmlSchema>

/** Both languages' texts, so switching language needs no request. */
export const siteTextsHtmlSchema = z.object({ it: pageTextsHtmlSchema, en: pageTextsHtmlSchema })

export type SiteTextsHtml = Record<SiteTextLanguage, PageTextsHtml>
