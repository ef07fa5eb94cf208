import { estimateFinance, financeRequestErrors, type FinanceEstimate, type FinanceRates } from './finance.ts'
import {
  CONTACT_PREFERENCES,
  LEAD_LIMITS,
  LEAD_TYPES,
  TRADE_IN_PHOTOS,
  type ContactPreference,
  type LeadType,
} from './lead-rules.ts'
import { slotError, type OpeningHoursRow } from './test-drive-slots.ts'
import { parseRecordId } from '../record-id.ts'

export interface LeadFieldError {
  field: string
  /** A key the site turns into a text in the visitor's language. */
  code: string
  message: string
}

export interface LeadInput {
  type: LeadType
  carId: number | null
  name: string
  email: string
  phone: string
  preferredContact: ContactPreference
  message: string
  marketingConsent: boolean
  page: string
  language: 'it' | 'en'
  details: Record<string, string | number | FinanceEstimate>
}

export interface LeadContext {
  openingHours: OpeningHoursRow[]
  rates: FinanceRates
  now: Date
}

const MESSAGES: Record<string, string> = {
  required: 'Campo obbligatorio',
  tooLong: 'Testo troppo lungo',
  invalidEmail: 'Indirizzo e-mail non valido',
  invalidPhone: 'Numero di telefono non valido',
  contactRequired: 'Indica almeno un telefono o un indirizzo e-mail',
  privacyRequired: "Per inviare la richiesta serve il consenso all'informativa sulla privacy",
  invalidChoice: 'Valore non ammesso',
  invalidNumber: 'Numero non valido',
  invalidYear: 'Anno non valido',
  invalidPrice: 'Prezzo non valido',
  invalidDownPayment: "L'anticipo deve essere inferiore al prezzo",
  invalidMonths: 'La durata va da 12 a 84 mesi',
  invalidDate: 'Data non valida',
  pastDate: 'La data è già passata',
  tooFarAhead: 'Si può prenotare al massimo 60 giorni avanti',
  closedDay: 'In quel giorno il salone è chiuso',
  invalidSlot: "Orario fuori dall'apertura del salone",
  pastSlot: "L'orario è già passato",
  tooManyPhotos: `Puoi inviare al massimo ${TRADE_IN_PHOTOS.max} foto`,
  photoTooBig: `Ogni foto può pesare al massimo ${TRADE_IN_PHOTOS.fileBytes / 1024 / 1024} MB`,
  notImage: 'Sono accettate solo foto (JPEG, HEIC, PNG o WebP)',
  photoTooManyPixels: `Ogni foto può avere al massimo ${TRADE_IN_PHOTOS.megapixels} megapixel`,
  photosNotAllowed: 'Le foto si inviano solo con la richiesta di valutazione',
}

/** The problem with a request's photos, by the code its message is known by. */
export function leadFieldError(field: string, code: string): LeadFieldError {
  return { field, code, message: MESSAGES[code] ?? code }
}

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const ONE_LINE = /[\r\n\u2028\u2029]+/g
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]{2,}$/
const PHONE = /^\+?[\d\s().-]{6,30}$/

type Fields = Record<string, unknown>

function textOf(fields: Fields, name: string): string {
  const value = fields[name]
  const first: unknown = Array.isArray(value) ? value[0] : value
  if (typeof first === 'number') return String(first)
  return typeof first === 'string' ? first.replace(CONTROL, '').trim() : ''
}

const lineOf = (fields: Fields, name: string) => textOf(fields, name).replace(ONE_LINE, ' ')
const isTicked = (fields: Fields, name: string) => ['on', 'true', '1', 'yes'].includes(textOf(fields, name))

/** A page of this site ('/auto/bmw-x3-2021'), never another host: it is only ever a redirect target. */
export function sitePath(text: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(text) && text.length <= 300 ? text : '/'
}

/**
 * Reads a request from the visitor's form (or the page's script, same
 * names): texts trimmed and freed of control characters, one-line fields of
 * line breaks too, every rule of the request's type checked. Returns the input
 * or every field's problem at once.
 */
export function parseLeadInput(
  fields: Fields,
  { openingHours, rates, now }: LeadContext,
): { input: LeadInput; errors: [] } | { input: null; errors: LeadFieldError[] } {
  const errors: LeadFieldError[] = []
  const fail = (field: string, code: string) => errors.push({ field, code, message: MESSAGES[code] ?? code })

  const type = textOf(fields, 'type') as LeadType
  if (!LEAD_TYPES.includes(type)) fail('type', 'invalidChoice')
  const name = lineOf(fields, 'name')
  const email = lineOf(fields, 'email')
  const phone = lineOf(fields, 'phone')
  const message = textOf(fields, 'message')
  const preferred = (textOf(fields, 'preferredContact') || (phone ? 'telefono' : 'email')) as ContactPreference

  if (!name) fail('name', 'required')
  else if (name.length > LEAD_LIMITS.nameChars) fail('name', 'tooLong')
  if (email && (email.length > LEAD_LIMITS.emailChars || !EMAIL.test(email))) fail('email', 'invalidEmail')
  if (phone && !PHONE.test(phone)) fail('phone', 'invalidPhone')
  if (!email && !phone) fail('phone', 'contactRequired')
  if (!CONTACT_PREFERENCES.includes(preferred)) fail('preferredContact', 'invalidChoice')
  if (message.length > LEAD_LIMITS.messageChars) fail('message', 'tooLong')
  if ((type === 'contatto' || type === 'informazioni') && !message) fail('message', 'required')
  if (!isTicked(fields, 'privacy')) fail('privacy', 'privacyRequired')

  const carText = textOf(fields, 'car')
  // One past the id column (2147483648) would reach the database as a server error.
  const carId = carText ? parseRecordId(carText) : null
  if (carText && carId === null) fail('car', 'invalidChoice')

  const details: LeadInput['details'] = {}
  const short = (field: string, required: boolean) => {
    const value = lineOf(fields, field)
    if (!value && required) fail(field, 'required')
    else if (value.length > LEAD_LIMITS.shortTextChars) fail(field, 'tooLong')
    else if (value) details[field] = value
  }
  const integer = (field: string, min: number, max: number, code = 'invalidNumber') => {
    const text = textOf(fields, field).replace(/[.\s]/g, '')
    const value = Number(text)
    if (!text) return fail(field, 'required')
    if (!/^\d+$/.test(text) || value < min || value > max) return fail(field, code)
    details[field] = value
  }

  if (type === 'test-drive') {
    const date = lineOf(fields, 'date')
    const time = lineOf(fields, 'time')
    if (!date) fail('date', 'required')
    if (!time) fail('time', 'required')
    const problem = date && time ? slotError(date, time, openingHours, now) : null
    if (problem) fail(['invalidSlot', 'pastSlot'].includes(problem) ? 'time' : 'date', problem)
    if (date && time && !problem) Object.assign(details, { date, time })
  }
  if (type === 'valutazione') {
    short('make', true)
    short('model', true)
    integer('year', LEAD_LIMITS.minYear, now.getFullYear() + 1, 'invalidYear')
    integer('km', 0, LEAD_LIMITS.maxKm)
    short('fuel', false)
  }
  if (type === 'finanziamento') {
    const request = {
      price: Number(textOf(fields, 'price').replace(/[.\s]/g, '')),
      downPayment: Number(textOf(fields, 'downPayment').replace(/[.\s]/g, '') || 0),
      months: Number(textOf(fields, 'months')),
    }
    const problems = financeRequestErrors(request)
    for (const [field, code] of Object.entries(problems)) fail(field, code)
    const estimate = estimateFinance(request, rates)
    if (estimate) Object.assign(details, { price: request.price, downPayment: request.downPayment, estimate })
  }

  if (errors.length > 0) return { input: null, errors }
  return {
    input: {
      type,
      carId,
      name,
      email,
      phone,
      preferredContact: preferred,
      message,
      marketingConsent: isTicked(fields, 'marketing'),
      page: sitePath(lineOf(fields, 'page')),
      language: textOf(fields, 'language') === 'en' ? 'en' : 'it',
      details,
    },
    errors: [],
  }
}
