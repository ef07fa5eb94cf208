import { SOLD_PAGE_DAYS } from '../prices/sold-page.ts'

/**
 * The rules for each of the dealer's details, shared by the settings endpoint, the console's
 * fields and the panel's form. A rule takes what was typed and answers the value to store
 * (trimmed, tidied) or the code of the problem; the codes name the texts people read.
 */

export const SETTINGS_LIMITS = {
  text: 100,
  slogan: 160,
  url: 300,
  email: 254,
  hoursText: 60,
  openingRows: 10,
  /** the about page's figures ('10+ anni di esperienza'): how many, and how long each part */
  figures: 4,
  figureValue: 12,
  figureLabel: 60,
} as const

export const SETTINGS_ERROR_CODES = [
  'required',
  'tooLong',
  'notText',
  'notList',
  'phone',
  'whatsapp',
  'whatsappCountryCode',
  'email',
  'url',
  'postalCode',
  'province',
  'latitude',
  'longitude',
  'analyticsId',
  'tooManyRows',
  // the business's tax number and its closing days
  'vatNumber',
  'calendarDate',
  'closureOrder',
  'tooManyClosures',
  'storeCode',
  'tooManyFigures',
  // how long a sold car's page stays (decision 048)
  'soldPageDays',
] as const
export type SettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number]

export type RuleResult<T> = { ok: true; value: T } | { ok: false; code: SettingsErrorCode }
export type Rule<T> = (input: unknown) => RuleResult<T>

const pass = <T>(value: T): RuleResult<T> => ({ ok: true, value })
const fail = <T>(code: SettingsErrorCode): RuleResult<T> => ({ ok: false, code })

// eslint-disable-next-line no-control-regex -- these are the characters refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** One line of text, spaces collapsed; `null` when nothing was typed. */
function line(input: unknown, max: number): RuleResult<string | null> {
  if (input === null || input === undefined) return pass(null)
  if (typeof input !== 'string' || CONTROL_CHARACTERS.test(input)) return fail('notText')
  const value = input.trim().replace(/\s+/g, ' ')
  if (value === '') return pass(null)
  return value.length > max ? fail('tooLong') : pass(value)
}

/** A line that must be there. */
export const requiredText =
  (max: number = SETTINGS_LIMITS.text): Rule<string> =>
  (input) => {
    const result = line(input, max)
    if (!result.ok) return result
    return result.value === null ? fail('required') : pass(result.value)
  }

export const optionalText =
  (max: number = SETTINGS_LIMITS.text): Rule<string | null> =>
  (input) =>
    line(input, max)

/** A required line that must match: `tidy` turns it into its stored form first. */
function matching(pattern: RegExp, code: SettingsErrorCode, tidy = (value: string) => value): Rule<string> {
  return (input) => {
    const result = requiredText()(input)
    if (!result.ok) return result
    const value = tidy(result.value)
    return pattern.test(value) ? pass(value) : fail(code)
  }
}

/** An Italian number with its country code, as visitors from abroad need it: '+39 0523 123456'. */
export const phone: Rule<string> = (input) => {
  const result = requiredText(30)(input)
  if (!result.ok) return result
  return /^\+39\d{6,11}$/.test(result.value.replace(/ /g, '')) ? pass(result.value) : fail('phone')
}

/**
 * The number as wa.me wants it, digits with the country code ('39 333 1234567' or '+39…' are
 * tidied). An Italian mobile typed without 39 (3 and 8 to 9 more digits) is the usual slip.
 */
export const whatsapp: Rule<string> = (input) => {
  const result = requiredText(30)(input)
  if (!result.ok) return result
  const value = result.value.replace(/[\s-]/g, '').replace(/^(?:\+|00)/, '')
  if (/^3\d{8,9}$/.test(value)) return fail('whatsappCountryCode')
  return /^[1-9]\d{7,14}$/.test(value) ? pass(value) : fail('whatsapp')
}

export const email: Rule<string> = (input) => {
  const result = requiredText(SETTINGS_LIMITS.email)(input)
  if (!result.ok) return result
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[a-z]{2,}$/i.test(result.value) ? pass(result.value) : fail('email')
}

/** An http(s) address of a page, or nothing. */
export const link: Rule<string | null> = (input) => {
  const result = optionalText(SETTINGS_LIMITS.url)(input)
  if (!result.ok || result.value === null) return result
  try {
    const url = new URL(result.value)
    const isWeb = url.protocol === 'https:' || url.protocol === 'http:'
    return isWeb && url.hostname.includes('.') && !result.value.includes(' ') ? pass(result.value) : fail('url')
  } catch {
    return fail('url')
  }
}

export const postalCode = matching(/^\d{5}$/, 'postalCode', (value) => value.replace(/ /g, ''))
export const province = matching(/^[A-Z]{2}$/, 'province', (value) => value.toUpperCase())

/** A Google Analytics 4 measurement id ('G-' and 4 to 12 letters or digits), or nothing. */
export const analyticsId: Rule<string | null> = (input) => {
  const result = optionalText(20)(input)
  if (!result.ok || result.value === null) return result
  const value = result.value.toUpperCase()
  return /^G-[A-Z0-9]{4,12}$/.test(value) ? pass(value) : fail('analyticsId')
}

/**
 * The Google store code of the dealership, as the Business Profile has it (case-sensitive):
 * letters, digits, '-' and '_', at most 64, the limit of Google's vehicle ads feed.
 */
export const storeCode: Rule<string | null> = (input) => {
  const result = optionalText(64)(input)
  if (!result.ok || result.value === null) return result
  return /^[A-Za-z0-9_-]+$/.test(result.value) ? pass(result.value) : fail('storeCode')
}

/** A coordinate in degrees, a number or its text with a point or the Italian comma. */
function degrees(limit: number, code: SettingsErrorCode): Rule<number> {
  return (input) => {
    if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
      return fail('required')
    }
    const value = typeof input === 'string' ? Number(input.trim().replace(',', '.')) : input
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit) return fail(code)
    return pass(value)
  }
}

export const latitude = degrees(90, 'latitude')
export const longitude = degrees(180, 'longitude')

/** The days a sold car's page stays 'Venduta': a whole number (or its text) within the limits. */
export const soldPageDays: Rule<number> = (input) => {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) {
    return fail('required')
  }
  const value = typeof input === 'string' && /^\s*\d{1,6}\s*$/.test(input) ? Number(input) : input
  if (typeof value !== 'number' || !Number.isInteger(value)) return fail('soldPageDays')
  return value >= SOLD_PAGE_DAYS.min && value <= SOLD_PAGE_DAYS.max ? pass(value) : fail('soldPageDays')
}

/** The field's rule as Payload wants a validator: true, or the Italian message. */
export function asFieldValidator<T>(rule: Rule<T>, message: (code: SettingsErrorCode) => string) {
  return (value: unknown): true | string => {
    const result = rule(value)
    return result.ok ? true : message(result.code)
  }
}

// The business's tax number (shown in the footer) and its own closing days (no test drives then).

/** Days off a dealer lists at once: a year of holidays, a patron saint, inventory days. */
export const MAX_CLOSURES = 30

/**
 * An Italian VAT number (partita IVA): 11 digits whose last is the check digit (the Luhn sum
 * the Agenzia delle Entrate uses); 'IT' and spaces in front of or between the digits are dropped.
 * Empty until the dealer types it (the panel counts it among the placeholders then).
 */
export const vatNumber: Rule<string | null> = (input) => {
  const result = optionalText()(input)
  if (!result.ok || result.value === null) return result
  const value = result.value.replace(/^IT/i, '').replace(/\s/g, '')
  if (!/^\d{11}$/.test(value)) return fail('vatNumber')
  let sum = 0
  for (let index = 0; index < 11; index++) {
    const digit = Number(value[index])
    const weighted = index % 2 === 1 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return sum % 10 === 0 ? pass(value) : fail('vatNumber')
}

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value

/** A calendar day as 'YYYY-MM-DD' (what a date box sends); `null` when left empty. */
export const optionalCalendarDate: Rule<string | null> = (input) => {
  const result = line(input, 10)
  if (!result.ok) return result.code === 'tooLong' ? fail('calendarDate') : result
  if (result.value === null) return result
  return isCalendarDate(result.value) ? pass(result.value) : fail('calendarDate')
}

export const calendarDate: Rule<string> = (input) => {
  const result = optionalCalendarDate(input)
  if (!result.ok) return result
  return result.value === null ? fail('required') : pass(result.value)
}
