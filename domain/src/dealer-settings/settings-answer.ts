import { z } from 'zod'

const optionalText = z.string().nullish()

/** The dealership's postal address and its place on the map. */
export const postalAddressSchema = z.object({
  street: optionalText,
  postalCode: optionalText,
  city: optionalText,
  province: optionalText,
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
})

export type PostalAddress = z.infer<typeof postalAddressSchema>

/** One row of the opening hours, with its English words where the dealer wrote them. */
export const openingHoursSchema = z.object({
  days: z.string(),
  daysEn: optionalText,
  hours: z.string(),
  hoursEn: optionalText,
})

export type OpeningHours = z.infer<typeof openingHoursSchema>

export const socialLinksSchema = z.object({ facebook: optionalText, instagram: optionalText })

export type SocialLinks = z.infer<typeof socialLinksSchema>

/**
 * The dealer's details as every page reads them (`GET /api/globals/site-settings?depth=0`),
 * edited in the panel's 'Impostazioni' or the console.
 */
export const siteSettingsAnswerSchema = z.object({
  dealershipName: z.string(),
  slogan: optionalText,
  /** the slogan on English pages; when empty the Italian one is shown */
  sloganEn: optionalText,
  phone: z.string(),
  /** digits only, country code included, as wa.me wants it */
  whatsapp: optionalText,
  email: z.string(),
  address: postalAddressSchema,
  openingHours: z.array(openingHoursSchema).nullish(),
  social: socialLinksSchema.nullish(),
  /** the rates of the finance estimate */
  finance: z.object({ tan: z.number(), setupFee: z.number(), instalmentFee: z.number() }).nullish(),
  /** Google Analytics measurement id (`G-...`); loaded only with the visitor's consent */
  analyticsId: optionalText,
  /** the partita IVA the footer shows */
  vatNumber: optionalText,
  /** the dealer's own days off ('YYYY-MM-DD'), on which no test drive is offered */
  closures: z.array(z.object({ from: z.string(), to: optionalText })).nullish(),
  /** the about and home pages' figures; none shows the usual ones */
  aboutFigures: z.array(z.object({ value: z.string(), label: z.string(), labelEn: optionalText })).nullish(),
  /** the days a sold car's page stays 'Venduta' before it leads to the inventory (default 90) */
  soldPageDays: z.number().int().nullish(),
})

export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>
