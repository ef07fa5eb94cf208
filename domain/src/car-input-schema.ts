import { z } from 'zod'

import {
  CONTROL_CHARACTERS,
  isBlank,
  readBoolean,
  readDecimal,
  readIdList,
  readInteger,
  readTextList,
  readUrlList,
} from './car-input-values.ts'
import {
  CAR_STATUSES,
  CATEGORIES,
  CONDITIONS,
  EURO_CLASSES,
  FUELS,
  TRANSMISSIONS,
  VAT_REGIMES,
  normalizeEnum,
} from './enums.ts'
import {
  CAR_DETAIL_LIMITS,
  CAR_ID_LIMITS,
  CAR_LIST_LIMITS,
  CAR_NUMBER_LIMITS,
  CAR_TEXT_LIMITS,
  CONSUMPTION_DECIMALS,
  FIRST_CAR_YEAR,
  MAX_PHOTOS_PER_CAR,
  lastCarYear,
} from './limits.ts'
import { parseRecordId } from './record-id.ts'
import { YOUTUBE_INVALID_MESSAGE, toYouTubeId } from './youtube.ts'

/** The field names people see, used in every message of the API and the console. */
export const CAR_FIELD_LABELS = {
  brand: 'Marca',
  model: 'Modello',
  name: 'Nome completo',
  year: 'Anno',
  price: 'Prezzo',
  priceOnRequest: 'Prezzo su richiesta',
  mileage: 'Chilometraggio',
  power: 'Potenza',
  fuel: 'Carburante',
  transmission: 'Trasmissione',
  category: 'Categoria',
  condition: 'Condizione',
  colors: 'Colori',
  description: 'Descrizione',
  features: 'Caratteristiche',
  descriptionEn: 'Descrizione (inglese)',
  featuresEn: 'Caratteristiche (inglese)',
  youtubeVideoId: 'Video YouTube',
  isAvailable: 'Disponibilità',
  status: 'Stato',
  firstRegistration: 'Prima immatricolazione',
  euroClass: 'Classe Euro',
  consumption: 'Consumo combinato',
  co2: 'Emissioni CO₂',
  electricRange: 'Autonomia',
  displacement: 'Cilindrata',
  doors: 'Porte',
  seats: 'Posti',
  kerbWeight: 'Massa a vuoto',
  previousOwners: 'Proprietari precedenti',
  serviceHistory: 'Tagliandi certificati',
  warrantyMonths: 'Garanzia',
  vatRegime: 'Regime IVA',
  plate: 'Targa',
  vin: 'Telaio (VIN)',
  // The dealer's own code for a car (from the management program): how an import recognises a car without VIN or plate.
  stockNumber: 'Codice stock',
  selectedMediaIds: 'Foto',
  existingImages: 'Foto esistenti',
} as const

type Field = keyof typeof CAR_FIELD_LABELS

function text(field: Field, max: number) {
  const label = CAR_FIELD_LABELS[field]
  return z
    .string({ error: `${label}: deve essere un testo` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label}: contiene caratteri non ammessi`)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label}: al massimo ${max} caratteri`))
}

function integer(field: Field, min: number, max: number) {
  const message = `${CAR_FIELD_LABELS[field]}: inserisci un numero intero tra ${min} e ${max}`
  return z.preprocess(readInteger, z.number({ error: message }).int(message).min(min, message).max(max, message))
}

function choice<T extends string>(field: Field, allowed: readonly T[]) {
  const message = `${CAR_FIELD_LABELS[field]}: valore non ammesso. Valori ammessi: ${allowed.join(', ')}`
  return z.unknown().transform((value, context) => {
    const normalized = normalizeEnum(value, allowed)
    if (normalized === null) {
      context.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return normalized
  })
}

/** Nothing entered becomes null, which clears the stored value. */
function orNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === undefined || isBlank(value) ? null : value), schema.nullable())
}

type DetailField = keyof typeof CAR_DETAIL_LIMITS

/** A whole number within the field's bounds, or null. */
function detailInteger(field: Exclude<DetailField, 'consumption'>) {
  const { min, max } = CAR_DETAIL_LIMITS[field]
  return orNull(integer(field, min, max))
}

/** The consumption, with a decimal point or the Italian comma, kept to one decimal place. */
function consumption() {
  const { min, max } = CAR_DETAIL_LIMITS.consumption
  const message = `${CAR_FIELD_LABELS.consumption}: inserisci un numero tra ${min} e ${max} (es. 5,4)`
  const factor = 10 ** CONSUMPTION_DECIMALS
  return orNull(
    z.preprocess(
      readDecimal,
      z
        .number({ error: message })
        .min(min, message)
        .max(max, message)
        .transform((value) => Math.round(value * factor) / factor),
    ),
  )
}

function nullableChoice<T extends string>(field: Field, allowed: readonly T[]) {
  return orNull(choice(field, allowed))
}

const REGISTRATION = /^(?:(\d{4})-(\d{1,2})|(\d{1,2})\s*[/.-]\s*(\d{4}))$/

/** Month and year of first registration as `YYYY-MM`; the panel's month field and `MM/YYYY` are both read. */
function firstRegistration(now: Date) {
  const label = CAR_FIELD_LABELS.firstRegistration
  return orNull(
    z.string({ error: `${label}: deve essere un testo` }).transform((value, context) => {
      const match = REGISTRATION.exec(value.trim())
      const year = Number(match?.[1] ?? match?.[4])
      const month = Number(match?.[2] ?? match?.[3])
      if (!match || month < 1 || month > 12 || year < FIRST_CAR_YEAR) {
        context.addIssue({ code: 'custom', message: `${label}: indica mese e anno (es. 03/2021)` })
        return z.NEVER
      }
      if (year * 12 + month > now.getFullYear() * 12 + now.getMonth() + 1) {
        context.addIssue({ code: 'custom', message: `${label}: non può essere nel futuro` })
        return z.NEVER
      }
      return `${year}-${String(month).padStart(2, '0')}`
    }),
  )
}

/** Letters and digits in capitals, spaces and dashes dropped, checked against a pattern. */
function identifier(field: 'plate' | 'vin', pattern: RegExp, message: string) {
  return orNull(
    z
      .string({ error: `${CAR_FIELD_LABELS[field]}: deve essere un testo` })
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .pipe(z.string().regex(pattern, `${CAR_FIELD_LABELS[field]}: ${message}`)),
  )
}

/** The dealer's stock code as typed, trimmed: letters, digits and the separators programs use. */
function stockNumber() {
  const label = CAR_FIELD_LABELS.stockNumber
  const max = CAR_ID_LIMITS.stockNumber
  return orNull(
    z
      .string({ error: `${label}: deve essere un testo` })
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .regex(
            new RegExp(`^[A-Za-z0-9][A-Za-z0-9./_-]{0,${max - 1}}$`),
            `${label}: lettere, cifre e . / _ -, al massimo ${max}`,
          ),
      ),
  )
}

function textList(field: 'colors' | 'features' | 'featuresEn') {
  const label = CAR_FIELD_LABELS[field]
  const { items, length } = CAR_LIST_LIMITS[field]
  const item = z
    .string({ error: `${label}: ogni voce deve essere un testo` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label}: contiene caratteri non ammessi`)
    .transform((value) => value.trim())
    .pipe(z.string().max(length, `${label}: ogni voce al massimo ${length} caratteri`))
  return z.preprocess(
    readTextList,
    z
      .array(item, { error: `${label}: deve essere un elenco di testi` })
      .transform((list) => list.filter(Boolean))
      .pipe(z.array(z.string()).max(items, `${label}: al massimo ${items} voci`)),
  )
}

const youtube = z.union([z.null(), z.string()], { error: YOUTUBE_INVALID_MESSAGE }).transform((value, context) => {
  if (value === null || value.trim() === '') return null
  const id = toYouTubeId(value)
  if (id === null) {
    context.addIssue({ code: 'custom', message: YOUTUBE_INVALID_MESSAGE })
    return z.NEVER
  }
  return id
})

const photoIds = z.preprocess(
  readIdList,
  z
    .array(z.unknown(), { error: 'Foto: elenco di id non valido' })
    .transform((list, context) => {
      const ids = list.map(parseRecordId)
      if (ids.some((id) => id === null)) {
        context.addIssue({ code: 'custom', message: 'Foto: elenco di id non valido' })
        return z.NEVER
      }
      return ids as number[]
    })
    .pipe(
      z
        .array(z.number())
        .max(MAX_PHOTOS_PER_CAR, `Foto: al massimo ${MAX_PHOTOS_PER_CAR} per auto`)
        .refine((ids) => new Set(ids).size === ids.length, 'Foto: la stessa foto compare più volte'),
    ),
)

const existingImages = z.preprocess(
  readUrlList,
  z
    .array(z.string().max(2048, 'Foto esistenti: indirizzo troppo lungo'), {
      error: 'Foto esistenti: deve essere un elenco JSON di indirizzi',
    })
    .max(MAX_PHOTOS_PER_CAR, `Foto esistenti: al massimo ${MAX_PHOTOS_PER_CAR} per auto`),
)

/**
 * One schema per field: what the API reads from either form, and what the console's
 * validators check, so both refuse the same values with the same message.
 */
export function carFieldSchemas(now = new Date()) {
  return {
    brand: text('brand', CAR_TEXT_LIMITS.brand),
    model: text('model', CAR_TEXT_LIMITS.model),
    name: text('name', CAR_TEXT_LIMITS.name),
    year: integer('year', FIRST_CAR_YEAR, lastCarYear(now)),
    price: integer('price', CAR_NUMBER_LIMITS.price.min, CAR_NUMBER_LIMITS.price.max),
    mileage: integer('mileage', CAR_NUMBER_LIMITS.mileage.min, CAR_NUMBER_LIMITS.mileage.max),
    power: integer('power', CAR_NUMBER_LIMITS.power.min, CAR_NUMBER_LIMITS.power.max),
    fuel: choice('fuel', FUELS),
    transmission: choice('transmission', TRANSMISSIONS),
    category: choice('category', CATEGORIES),
    condition: choice('condition', CONDITIONS),
    colors: textList('colors'),
    description: z.preprocess((value) => value ?? '', text('description', CAR_TEXT_LIMITS.description)),
    features: textList('features'),
    descriptionEn: z.preprocess((value) => value ?? '', text('descriptionEn', CAR_TEXT_LIMITS.descriptionEn)),
    featuresEn: textList('featuresEn'),
    youtubeVideoId: youtube,
    isAvailable: z.preprocess(
      readBoolean,
      z.boolean({ error: `${CAR_FIELD_LABELS.isAvailable}: deve essere vero o falso` }),
    ),
    status: choice('status', CAR_STATUSES),
    priceOnRequest: z.preprocess(
      readBoolean,
      z.boolean({ error: `${CAR_FIELD_LABELS.priceOnRequest}: deve essere vero o falso` }),
    ),
    firstRegistration: firstRegistration(now),
    euroClass: nullableChoice('euroClass', EURO_CLASSES),
    consumption: consumption(),
    co2: detailInteger('co2'),
    electricRange: detailInteger('electricRange'),
    displacement: detailInteger('displacement'),
    doors: detailInteger('doors'),
    seats: detailInteger('seats'),
    kerbWeight: detailInteger('kerbWeight'),
    previousOwners: detailInteger('previousOwners'),
    serviceHistory: z.preprocess(
      readBoolean,
      z.boolean({ error: `${CAR_FIELD_LABELS.serviceHistory}: deve essere vero o falso` }),
    ),
    warrantyMonths: detailInteger('warrantyMonths'),
    vatRegime: nullableChoice('vatRegime', VAT_REGIMES),
    plate: identifier(
      'plate',
      new RegExp(`^[A-Z0-9]{2,${CAR_ID_LIMITS.plate}}$`),
      `solo lettere e cifre, al massimo ${CAR_ID_LIMITS.plate}`,
    ),
    vin: identifier('vin', /^[A-HJ-NPR-Z0-9]{17}$/, '17 caratteri, lettere e cifre senza I, O e Q'),
    stockNumber: stockNumber(),
    selectedMediaIds: photoIds,
    existingImages,
  }
}

/** Every field optional: which ones a save needs is decided by the caller. */
export function carSchema(now = new Date()) {
  return z.object(carFieldSchemas(now)).partial()
}

/** A car as the API stores it, from either form; on an update only the fields sent are present. */
export type CarInput = z.output<ReturnType<typeof carSchema>>

/** The stored fields of a car, by their canonical names (photos excepted). */
export type CarFields = Required<Omit<CarInput, 'selectedMediaIds' | 'existingImages'>>

/**
 * What the panel sends to `POST /api/admin/cars` and `PUT /api/admin/cars/{id}`: every
 * field under its canonical name, the photos by media id; the status, which `isAvailable` follows.
 */
export type CarPayload = Omit<CarFields, 'isAvailable'> & { selectedMediaIds: number[] }
