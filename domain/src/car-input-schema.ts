import { z } from 'zod'

import {
  CONTROL_CHARACTERS,
  readBoolean,
  readIdList,
  readInteger,
  readTextList,
  readUrlList,
} from './car-input-values.ts'
import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS, normalizeEnum } from './enums.ts'
import {
  CAR_LIST_LIMITS,
  CAR_NUMBER_LIMITS,
  CAR_TEXT_LIMITS,
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
  mileage: 'Chilometraggio',
  power: 'Potenza',
  fuel: 'Carburante',
  transmission: 'Trasmissione',
  category: 'Categoria',
  condition: 'Condizione',
  colors: 'Colori',
  description: 'Descrizione',
  features: 'Caratteristiche',
  youtubeVideoId: 'Video YouTube',
  isAvailable: 'Disponibilità',
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

function textList(field: 'colors' | 'features') {
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
    youtubeVideoId: youtube,
    isAvailable: z.preprocess(
      readBoolean,
      z.boolean({ error: `${CAR_FIELD_LABELS.isAvailable}: deve essere vero o falso` }),
    ),
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
 * field under its canonical name, the photos by media id.
 */
export type CarPayload = CarFields & { selectedMediaIds: number[] }
