import { z } from 'zod'

import {
  CAR_LIST_LIMITS,
  CAR_NUMBER_LIMITS,
  CAR_TEXT_LIMITS,
  FIRST_CAR_YEAR,
  MAX_PHOTOS_PER_CAR,
  lastCarYear,
} from './carLimits'
import { CONTROL_CHARACTERS, readBoolean, readIdList, readInteger, readTextList, readUrlList } from './carInputValues'
import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS, normalizeEnum } from './enums'
import type { Category, Condition, Fuel, Transmission } from './enums'
import { parseRecordId } from './recordId'
import { toYouTubeId } from './youtube'

/** A car as the API stores it, from either form; on an update only the fields sent are present. */
export interface CarInput {
  brand?: string
  model?: string
  name?: string
  year?: number
  price?: number
  mileage?: number
  power?: number
  fuel?: Fuel
  transmission?: Transmission
  category?: Category
  condition?: Condition
  colors?: string[]
  description?: string
  features?: string[]
  youtubeVideoId?: string | null
  isAvailable?: boolean
  /** The photo order by media id, first = cover. */
  selectedMediaIds?: number[]
  /** The multipart form's remaining photos, by URL, in order. */
  existingImages?: string[]
}

/** The field names people see, used in every message. */
export const LABELS: Record<keyof CarInput, string> = {
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
}

function text(field: keyof CarInput, max: number) {
  const label = LABELS[field]
  return z
    .string({ error: `${label}: deve essere un testo` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label}: contiene caratteri non ammessi`)
    .transform((value) => value.trim())
    .pipe(z.string().max(max, `${label}: al massimo ${max} caratteri`))
}

function integer(field: keyof CarInput, min: number, max: number) {
  const message = `${LABELS[field]}: inserisci un numero intero tra ${min} e ${max}`
  return z.preprocess(readInteger, z.number({ error: message }).int(message).min(min, message).max(max, message))
}

function choice<T extends string>(field: keyof CarInput, allowed: readonly T[]) {
  const message = `${LABELS[field]}: valore non ammesso. Valori ammessi: ${allowed.join(', ')}`
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
  const label = LABELS[field]
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

const youtubeMessage = 'Link YouTube non valido: incolla il link del video o il suo ID di 11 caratteri'
const youtube = z.union([z.null(), z.string()], { error: youtubeMessage }).transform((value, context) => {
  if (value === null || value.trim() === '') return null
  const id = toYouTubeId(value)
  if (id === null) {
    context.addIssue({ code: 'custom', message: youtubeMessage })
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

/** Every field optional: which ones a save needs is decided by the caller. */
export function carSchema() {
  return z
    .object({
      brand: text('brand', CAR_TEXT_LIMITS.brand),
      model: text('model', CAR_TEXT_LIMITS.model),
      name: text('name', CAR_TEXT_LIMITS.name),
      year: integer('year', FIRST_CAR_YEAR, lastCarYear()),
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
      isAvailable: z.preprocess(readBoolean, z.boolean({ error: `${LABELS.isAvailable}: deve essere vero o falso` })),
      selectedMediaIds: photoIds,
      existingImages,
    })
    .partial()
}
