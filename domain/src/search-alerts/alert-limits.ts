/**
 * The saved searches' fixed figures and names, free of zod: the inventory's form and the public
 * routes import them, and a page's script should not carry a schema library for a few constants.
 * The rules that parse (and their schemas) are in `alert-rules.ts`.
 */
/** The public pages of the saved searches: the answer to a sign-up and the address's own list. */
export const SEARCH_ALERT_PATHS = { sent: '/avviso-creato', manage: '/avvisi' } as const

/** The form's id and the sign-up's honeypot (a field people never see, robots fill). */
export const SEARCH_ALERT_FORM_ID = 'avviso-ricerca'
export const SEARCH_ALERT_HONEYPOT = 'website'

/**
 * The bounds on sign-ups, counted in PostgreSQL so every replica sees them. Per connection and per
 * e-mail address each hour (a confirmation mail is sent to whatever address is typed, so it must
 * not become a way to flood someone's inbox), the whole site each hour, and alerts per address.
 */
export const SEARCH_ALERT_LIMITS = {
  perConnectionPerHour: 5,
  perEmailPerHour: 3,
  sitePerHour: 200,
  alertsPerEmail: 10,
  /** A sign-up is an address, a consent and at most sixteen filters: a few kilobytes at most. */
  bodyBytes: 8 * 1024,
  emailChars: 254,
  /** An unconfirmed alert is deleted after this many days. */
  unconfirmedDays: 7,
  /** Cars one daily e-mail lists at most, in each of its two parts. */
  carsPerMail: 20,
} as const
