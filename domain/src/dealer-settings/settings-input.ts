import {
  MAX_CLOSURES,
  SETTINGS_LIMITS,
  analyticsId,
  calendarDate,
  optionalCalendarDate,
  vatNumber,
  email,
  latitude,
  link,
  longitude,
  optionalText,
  phone,
  postalCode,
  province,
  requiredText,
  storeCode,
  whatsapp,
  soldPageDays,
  type Rule,
  type SettingsErrorCode,
} from './settings-rules.ts'
import { SOLD_PAGE_DAYS } from '../prices/sold-page.ts'
import type { DealerSettingsAnswer } from './settings-answer.ts'

/**
 * What the dealer edits on the settings page; the rest of the site settings stays as it is. The
 * page's answer (`GET /api/admin/settings`), whose `soldPageDays` a save may leave out to keep it.
 */
export type DealerSettings = Omit<DealerSettingsAnswer, 'soldPageDays'> & { soldPageDays?: number }

export type OpeningHoursInput = DealerSettings['openingHours'][number]

export type AboutFigureInput = DealerSettings['aboutFigures'][number]

export type ClosureInput = DealerSettings['closures'][number]

export interface SettingsFieldError {
  /** the value's path in the settings, e.g. `address.latitude` or `openingHours.0.days` */
  field: string
  code: SettingsErrorCode
  message: string
}

export type DealerSettingsResult = { ok: true; value: DealerSettings } | { ok: false; errors: SettingsFieldError[] }

/** The names the console shows, which the API's messages start with. */
const LABELS: Record<string, string> = {
  phone: 'Telefono',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  street: 'Via',
  postalCode: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  latitude: 'Latitudine',
  longitude: 'Longitudine',
  openingHours: 'Orari di apertura',
  days: 'Giorni',
  daysEn: 'Giorni (inglese)',
  hours: 'Orario',
  hoursEn: 'Orario (inglese)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  analyticsId: 'ID Google Analytics',
  slogan: 'Slogan',
  sloganEn: 'Slogan (inglese)',
  googleStoreCode: 'Codice negozio Google',
  vatNumber: 'Partita IVA',
  closures: 'Chiusure',
  from: 'Dal',
  to: 'Al',
  aboutFigures: 'Numeri del salone',
  value: 'Cifra',
  label: 'Didascalia',
  labelEn: 'Didascalia (inglese)',
  soldPageDays: 'Giorni della pagina di un’auto venduta',
}

const PROBLEMS: Record<SettingsErrorCode, string> = {
  required: 'campo obbligatorio',
  tooLong: 'testo troppo lungo',
  notText: 'scrivi un testo su una riga',
  notList: 'elenco non valido',
  phone: 'scrivi +39 e poi da 6 a 11 cifre (spazi ammessi), es. +39 0523 123456',
  whatsapp: 'solo cifre, con il prefisso del paese, es. 39 333 1234567',
  whatsappCountryCode: 'aggiungi il prefisso del paese davanti al numero, es. 39 333 1234567',
  email: 'indirizzo e-mail non valido, es. info@autosalone.it',
  url: 'indirizzo web non valido: deve iniziare con https://',
  postalCode: 'il CAP è di 5 cifre',
  province: 'la sigla della provincia è di 2 lettere, es. PC',
  latitude: 'un numero tra -90 e 90, es. 44.9266',
  longitude: 'un numero tra -180 e 180, es. 9.9105',
  analyticsId: 'formato G- seguito da 4 a 12 lettere o cifre, es. G-AB12CD34',
  tooManyRows: `al massimo ${SETTINGS_LIMITS.openingRows} righe`,
  storeCode: 'solo lettere, cifre, - e _, come nel Profilo dell’attività su Google',
  vatNumber: 'la partita IVA è di 11 cifre, es. 01234567897',
  calendarDate: 'data non valida, es. 2026-08-15',
  closureOrder: 'la fine viene dopo l’inizio',
  tooManyClosures: `al massimo ${MAX_CLOSURES} chiusure`,
  tooManyFigures: `al massimo ${SETTINGS_LIMITS.figures} numeri`,
  soldPageDays: `un numero intero di giorni da ${SOLD_PAGE_DAYS.min} a ${SOLD_PAGE_DAYS.max}`,
}

/** The Italian message of the API and the console for a field's problem. */
export function settingsErrorMessage(field: string, code: SettingsErrorCode): string {
  const name = field.split('.').at(-1) ?? field
  return `${LABELS[name] ?? name}: ${PROBLEMS[code]}`
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * Reads the settings page's values: every field is checked and every problem named by its path.
 * Missing optional values are read as empty, so a save always states the whole page.
 */
export function readDealerSettings(input: unknown): DealerSettingsResult {
  const errors: SettingsFieldError[] = []
  const reject = (field: string, code: SettingsErrorCode) =>
    errors.push({ field, code, message: settingsErrorMessage(field, code) })
  const check = <T>(field: string, rule: Rule<T>, value: unknown): T => {
    const result = rule(value)
    if (result.ok) return result.value
    reject(field, result.code)
    return undefined as T
  }
  /** A list of the page: refused whole when it is not a list or is too long, else read row by row. */
  const readList = <T>(
    name: string,
    rows: unknown,
    max: number,
    tooMany: SettingsErrorCode,
    readRow: (row: Record<string, unknown>, path: string) => T,
  ): T[] => {
    if (!Array.isArray(rows)) {
      reject(name, 'notList')
      return []
    }
    if (rows.length > max) {
      reject(name, tooMany)
      return []
    }
    return rows.map((item, index) => readRow(asRecord(item), `${name}.${index}`))
  }
  const readRows = (rows: unknown): OpeningHoursInput[] =>
    readList('openingHours', rows, SETTINGS_LIMITS.openingRows, 'tooManyRows', (row, path) => ({
      days: check(`${path}.days`, requiredText(SETTINGS_LIMITS.hoursText), row.days),
      daysEn: check(`${path}.daysEn`, optionalText(SETTINGS_LIMITS.hoursText), row.daysEn),
      hours: check(`${path}.hours`, requiredText(SETTINGS_LIMITS.hoursText), row.hours),
      hoursEn: check(`${path}.hoursEn`, optionalText(SETTINGS_LIMITS.hoursText), row.hoursEn),
    }))
  const readClosures = (rows: unknown): ClosureInput[] =>
    readList('closures', rows, MAX_CLOSURES, 'tooManyClosures', (row, path) => {
      const from = check(`${path}.from`, calendarDate, row.from)
      const to = check(`${path}.to`, optionalCalendarDate, row.to)
      if (from && to && to < from) reject(`${path}.to`, 'closureOrder')
      return { from, to: to === from ? null : to }
    })
  const readFigures = (rows: unknown): AboutFigureInput[] =>
    readList('aboutFigures', rows, SETTINGS_LIMITS.figures, 'tooManyFigures', (row, path) => ({
      value: check(`${path}.value`, requiredText(SETTINGS_LIMITS.figureValue), row.value),
      label: check(`${path}.label`, requiredText(SETTINGS_LIMITS.figureLabel), row.label),
      labelEn: check(`${path}.labelEn`, optionalText(SETTINGS_LIMITS.figureLabel), row.labelEn),
    }))
  const body = asRecord(input)
  const address = asRecord(body.address)
  const social = asRecord(body.social)

  const value: DealerSettings = {
    phone: check('phone', phone, body.phone),
    whatsapp: check('whatsapp', whatsapp, body.whatsapp),
    email: check('email', email, body.email),
    address: {
      street: check('address.street', requiredText(), address.street),
      postalCode: check('address.postalCode', postalCode, address.postalCode),
      city: check('address.city', requiredText(), address.city),
      province: check('address.province', province, address.province),
      latitude: check('address.latitude', latitude, address.latitude),
      longitude: check('address.longitude', longitude, address.longitude),
    },
    openingHours: readRows(body.openingHours ?? []),
    social: {
      facebook: check('social.facebook', link, social.facebook),
      instagram: check('social.instagram', link, social.instagram),
    },
    analyticsId: check('analyticsId', analyticsId, body.analyticsId),
    slogan: check('slogan', optionalText(SETTINGS_LIMITS.slogan), body.slogan),
    sloganEn: check('sloganEn', optionalText(SETTINGS_LIMITS.slogan), body.sloganEn),
    googleStoreCode: check('googleStoreCode', storeCode, body.googleStoreCode),
    vatNumber: check('vatNumber', vatNumber, body.vatNumber),
    closures: readClosures(body.closures ?? []),
    aboutFigures: readFigures(body.aboutFigures ?? []),
    ...(body.soldPageDays === undefined
      ? {}
      : { soldPageDays: check('soldPageDays', soldPageDays, body.soldPageDays) }),
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value }
}
