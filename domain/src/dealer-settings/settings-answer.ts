import { z } from 'zod'

const optionalText = z.string().nullish()

/** The same fields, each of which may also be null or left out. */
function nullishFields<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.nullish()])) as {
    [Key in keyof Shape]: z.ZodOptional<z.ZodNullable<Shape[Key]>>
  }
}

/** The address as the panel edits it: every part present (empty until the dealer writes it). */
const dealerAddressSchema = z.object({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})

/** The dealership's postal address and its place on the map. */
export const postalAddressSchema = z.object(nullishFields(dealerAddressSchema.shape))

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

const closureSchema = z.object({ from: z.string(), to: optionalText })

const aboutFigureSchema = z.object({ value: z.string(), label: z.string(), labelEn: optionalText })

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
  /** the dealer's own days off ('YYYY-MM-DD'; `to` empty for one day), on which no test drive is offered */
  closures: z.array(closureSchema).nullish(),
  /** the about and home pages' figures ('10+' 'anni di esperienza'); none shows the usual ones */
  aboutFigures: z.array(aboutFigureSchema).nullish(),
  /** the days a sold car's page stays 'Venduta' before it leads to the inventory (default 90) */
  soldPageDays: z.number().int().nullish(),
})

export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>

/**
 * `GET /api/admin/settings` and the answer of its `PUT`: the part of the settings the panel's
 * 'Impostazioni' page edits, as it edits it. The public answer's fields without the name and the
 * finance rates, each one present (null where the dealer left it empty), plus the store code.
 */
export const dealerSettingsAnswerSchema = siteSettingsAnswerSchema
  .omit({ dealershipName: true, finance: true })
  .extend({
    /** digits only, country code included, as wa.me wants it */
    whatsapp: z.string(),
    address: dealerAddressSchema,
    openingHours: z.array(openingHoursSchema.required()),
    social: socialLinksSchema.required(),
    /** Google vehicle ads: the store code of the Business Profile */
    googleStoreCode: optionalText,
    closures: z.array(closureSchema.required()),
    aboutFigures: z.array(aboutFigureSchema.required()),
    soldPageDays: z.number().int(),
  })
  .required()

export type DealerSettingsAnswer = z.infer<typeof dealerSettingsAnswerSchema>
