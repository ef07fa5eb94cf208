/** What a visitor can ask for; the value is stored, the label comes from the texts. */
export const LEAD_TYPES = ['informazioni', 'test-drive', 'valutazione', 'finanziamento', 'contatto'] as const
export type LeadType = (typeof LEAD_TYPES)[number]

export const LEAD_STATUSES = ['nuova', 'in-lavorazione', 'chiusa'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const CONTACT_PREFERENCES = ['telefono', 'email', 'whatsapp'] as const
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number]

/**
 * The version of the privacy notice a consent refers to: stored with each
 * request, so what the visitor agreed to can be told later. Change it when
 * the notice's text on /privacy-policy changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-informativa-v1'

export const LEAD_LIMITS = {
  nameChars: 100,
  emailChars: 254,
  phoneChars: 30,
  messageChars: 2000,
  shortTextChars: 60,
  /** Requests one address may send per hour, counted in PostgreSQL so every replica agrees. */
  perAddressPerHour: 5,
  /** A person needs longer than this to fill a form in; a script does not. */
  minFillMs: 3000,
  minYear: 1950,
  maxKm: 2_000_000,
} as const

/**
 * Photos a visitor may send with a valuation request: enough to judge a car, each the size of a
 * phone photo (JPEG, HEIC, PNG or WebP), checked and converted like the dealer's own.
 */
export const TRADE_IN_PHOTOS = { max: 5, fileBytes: 8 * 1024 * 1024, megapixels: 24 } as const

/** Contact requests are kept for 3 years (privacy notice); marketing consent keeps them until withdrawn. */
export const RETENTION_YEARS = 3

/** The honeypot: a field people never see nor fill; its name looks worth filling to a script. */
export const HONEYPOT_FIELD = 'website'
