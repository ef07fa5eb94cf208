import { REQUIRED_CAR_FIELDS } from '@autosalone/domain/car-input'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS } from '@autosalone/domain/enums'
import {
  CAR_LIST_LIMITS,
  CAR_NUMBER_LIMITS,
  CAR_TEXT_LIMITS,
  FIRST_CAR_YEAR,
  MAX_PHOTOS_PER_CAR,
  lastCarYear,
} from '@autosalone/domain/limits'
import { toYouTubeId } from '@autosalone/domain/youtube'
import { z } from 'zod'
import type { AdminT } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from './car-form-values'
import { parseInteger } from './parse-integer'

/**
 * The page form's rules: texts trimmed, numbers read as whole numbers (an unreadable year becomes
 * this year, an unreadable price, mileage or power 0), empty feature and colour rows dropped, the
 * video reduced to its 11-character id. The bounds and the enumerations are the contract's.
 */
export function carFormSchema(t: AdminT, now = new Date()) {
  const required = t('form.errors.required')
  const text = (max: number) => z.string().trim().max(max, t('form.errors.tooLong', { max }))
  const requiredText = (max: number) => text(max).min(1, required)
  const between = (min: number, max: number) => {
    const message = t('form.errors.integer', { min, max })
    return z.number().int(message).min(min, message).max(max, message)
  }
  const integer = (fallback: number, { min, max }: { min: number; max: number }) =>
    z
      .string()
      .transform((value) => parseInteger(value) ?? fallback)
      .pipe(between(min, max))
  const requiredInteger = (fallback: number, bounds: { min: number; max: number }) =>
    z.string().trim().min(1, required).pipe(integer(fallback, bounds))
  const rows = (limits: { items: number; length: number }) =>
    z
      .array(z.object({ text: text(limits.length) }))
      .transform((list) => list.map((row) => row.text).filter(Boolean))
      .pipe(z.array(z.string()).max(limits.items, t('form.errors.tooManyRows', { max: limits.items })))

  return z.object({
    brand: requiredText(CAR_TEXT_LIMITS.brand),
    model: requiredText(CAR_TEXT_LIMITS.model),
    name: requiredText(CAR_TEXT_LIMITS.name),
    year: requiredInteger(now.getFullYear(), { min: FIRST_CAR_YEAR, max: lastCarYear(now) }),
    price: requiredInteger(0, CAR_NUMBER_LIMITS.price),
    mileage: integer(0, CAR_NUMBER_LIMITS.mileage),
    power: integer(0, CAR_NUMBER_LIMITS.power),
    fuel: z.enum(FUELS),
    transmission: z.enum(TRANSMISSIONS),
    category: z.enum(CATEGORIES),
    condition: z.enum(CONDITIONS),
    description: text(CAR_TEXT_LIMITS.description),
    features: rows(CAR_LIST_LIMITS.features),
    colors: rows(CAR_LIST_LIMITS.colors),
    youtubeVideoId: z.string().transform((value, context) => {
      if (value.trim() === '') return ''
      const id = toYouTubeId(value)
      if (id === null) {
        context.addIssue({ code: 'custom', message: t('form.youtubeInvalid') })
        return z.NEVER
      }
      return id
    }),
    isAvailable: z.boolean(),
    selectedMediaIds: z.array(z.number().int().positive()).max(MAX_PHOTOS_PER_CAR),
  }) satisfies z.ZodType<CarPayload, CarFormValues>
}

/** True when a required field is blank: the case the specification answers with 'Campi mancanti'. */
export function hasMissingRequiredField(values: CarFormValues): boolean {
  return REQUIRED_CAR_FIELDS.some((field) => values[field].trim() === '')
}
