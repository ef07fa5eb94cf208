import { REQUIRED_CAR_FIELDS } from '@autosalone/domain/car-input'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { CONDITIONS_NEEDING_EMISSIONS } from '@autosalone/domain/car-publication'
import {
  CAR_STATUSES,
  CATEGORIES,
  CONDITIONS,
  EURO_CLASSES,
  FUELS,
  TRANSMISSIONS,
  VAT_REGIMES,
} from '@autosalone/domain/enums'
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
    return z.number({ error: message }).int(message).min(min, message).max(max, message)
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

  const blankAsNull = (value: string) => value.trim() === ''
  const optionalInteger = ({ min, max }: { min: number; max: number }) =>
    z
      .string()
      .transform((value) => (blankAsNull(value) ? null : (parseInteger(value) ?? Number.NaN)))
      .pipe(between(min, max).nullable())
  const consumption = () => {
    const { min, max } = CAR_DETAIL_LIMITS.consumption
    const message = t('form.errors.decimal', { min, max })
    const factor = 10 ** CONSUMPTION_DECIMALS
    return z
      .string()
      .transform((value) => (blankAsNull(value) ? null : Number(value.trim().replace(',', '.'))))
      .pipe(
        z
          .number({ error: message })
          .min(min, message)
          .max(max, message)
          .transform((value) => Math.round(value * factor) / factor)
          .nullable(),
      )
  }
  const choice = <T extends string>(values: readonly [T, ...T[]]) =>
    z
      .string()
      .transform((value) => (value === '' ? null : value))
      .pipe(z.enum(values).nullable())
  const identifier = (pattern: RegExp, message: string) =>
    z
      .string()
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .transform((value) => (value === '' ? null : value))
      .pipe(z.string().regex(pattern, message).nullable())
  const firstRegistration = z.string().transform((value, context) => {
    const text = value.trim()
    if (text === '') return null
    const isoMonth = /^(\d{4})-(\d{2})$/.exec(text)
    const written = /^(\d{1,2})\/(\d{4})$/.exec(text)
    const year = Number(isoMonth?.[1] ?? written?.[2] ?? Number.NaN)
    const month = Number(isoMonth?.[2] ?? written?.[1] ?? Number.NaN)
    if (!(year >= FIRST_CAR_YEAR && month >= 1 && month <= 12)) {
      context.addIssue({ code: 'custom', message: t('form.errors.registration') })
      return z.NEVER
    }
    if (year * 12 + month > now.getFullYear() * 12 + now.getMonth() + 1) {
      context.addIssue({ code: 'custom', message: t('form.errors.registrationFuture') })
      return z.NEVER
    }
    return `${year}-${String(month).padStart(2, '0')}`
  })

  return z
    .object({
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
      descriptionEn: text(CAR_TEXT_LIMITS.descriptionEn),
      featuresEn: rows(CAR_LIST_LIMITS.featuresEn),
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
      status: z.enum(CAR_STATUSES),
      priceOnRequest: z.boolean(),
      firstRegistration,
      euroClass: choice(EURO_CLASSES),
      consumption: consumption(),
      co2: optionalInteger(CAR_DETAIL_LIMITS.co2),
      electricRange: optionalInteger(CAR_DETAIL_LIMITS.electricRange),
      displacement: optionalInteger(CAR_DETAIL_LIMITS.displacement),
      doors: optionalInteger(CAR_DETAIL_LIMITS.doors),
      seats: optionalInteger(CAR_DETAIL_LIMITS.seats),
      kerbWeight: optionalInteger(CAR_DETAIL_LIMITS.kerbWeight),
      previousOwners: optionalInteger(CAR_DETAIL_LIMITS.previousOwners),
      serviceHistory: z.boolean(),
      warrantyMonths: optionalInteger(CAR_DETAIL_LIMITS.warrantyMonths),
      vatRegime: choice(VAT_REGIMES),
      plate: identifier(
        new RegExp(`^[A-Z0-9]{2,${CAR_ID_LIMITS.plate}}$`),
        t('form.errors.plate', { max: CAR_ID_LIMITS.plate }),
      ),
      vin: identifier(/^[A-HJ-NPR-Z0-9]{17}$/, t('form.errors.vin')),
      stockNumber: z
        .string()
        .transform((value) => value.trim() || null)
        .pipe(
          z
            .string()
            .regex(
              new RegExp(`^[A-Za-z0-9][A-Za-z0-9./_-]{0,${CAR_ID_LIMITS.stockNumber - 1}}$`),
              t('form.errors.stockNumber', { max: CAR_ID_LIMITS.stockNumber }),
            )
            .nullable(),
        ),
      selectedMediaIds: z.array(z.number().int().positive()).max(MAX_PHOTOS_PER_CAR),
    })
    .superRefine((car, context) => {
      // '€ 0' is never published: a car without a price says 'Prezzo su richiesta'.
      if (car.price === 0 && !car.priceOnRequest) {
        context.addIssue({ code: 'custom', path: ['price'], message: t('form.errors.priceRequired') })
      }
      // The law asks a new or km 0 car's advertising for both figures; 0 g/km counts as given.
      if (!CONDITIONS_NEEDING_EMISSIONS.includes(car.condition)) return
      for (const field of ['consumption', 'co2'] as const) {
        if (car[field] === null)
          context.addIssue({ code: 'custom', path: [field], message: t('form.errors.emissionsRequired') })
      }
    }) satisfies z.ZodType<CarPayload, CarFormValues>
}

/** True when a required field is blank: the case the specification answers with 'Campi mancanti'. */
export function hasMissingRequiredField(values: CarFormValues): boolean {
  return REQUIRED_CAR_FIELDS.some((field) => values[field].trim() === '')
}
