import type { TFunction } from 'i18next'
import type { CarRecord } from '@autosalone/domain/car-record'
import { pagePaths } from '@autosalone/domain/public-pages'
import type { AdminT } from '@/panel/i18n/use-admin-translation'

/** One line of the sticker; `missing` when the car lacks the figure and the line says so instead. */
export interface StickerRow {
  label: string
  value: string
  missing?: boolean
}

/** What the rows are written with: the panel's texts, the site's `cars` texts and its number format. */
export interface StickerWords {
  t: AdminT
  tCars: TFunction<'cars'>
  format: {
    mileage: (km: number) => string
    number: (value: number, decimals?: number) => string
    month: (yearMonth: string) => string
  }
}

type StickerCar = Pick<
  CarRecord,
  | 'year'
  | 'firstRegistration'
  | 'mileage'
  | 'fuel'
  | 'transmission'
  | 'power'
  | 'condition'
  | 'color'
  | 'previousOwners'
  | 'consumption'
  | 'co2'
  | 'euroClass'
>

/**
 * The key data, as a buyer in the lot compares cars; figures the dealer has not entered are left
 * out. `powerKw` is the power in kW as the public page gives it.
 */
export function keyRows(car: StickerCar & { powerKw: number }, { t, tCars, format }: StickerWords): StickerRow[] {
  const rows: (StickerRow | false)[] = [
    car.firstRegistration !== null
      ? { label: t('sticker.fields.firstRegistration'), value: format.month(car.firstRegistration) }
      : { label: t('sticker.fields.year'), value: String(car.year) },
    { label: t('sticker.fields.mileage'), value: format.mileage(car.mileage) },
    { label: t('sticker.fields.fuel'), value: tCars(`fuel.${car.fuel}`) },
    { label: t('sticker.fields.transmission'), value: tCars(`transmission.${car.transmission}`) },
    car.power > 0 && {
      label: t('sticker.fields.power'),
      value: tCars('power', { kw: car.powerKw, cv: car.power }),
    },
    { label: t('sticker.fields.condition'), value: tCars(`condition.${car.condition}`) },
    car.color !== '' && { label: t('sticker.fields.color'), value: car.color },
    car.previousOwners !== null && { label: t('sticker.fields.previousOwners'), value: String(car.previousOwners) },
  ]
  return rows.filter((row): row is StickerRow => row !== false)
}

/** The figures the law asks a car on sale to show, each one always present on the sticker. */
export const LAW_FIELDS = ['consumption', 'co2', 'euroClass'] as const
export type LawField = (typeof LAW_FIELDS)[number]

/** The law's figures the car lacks, in the sticker's order. */
export function missingLawFields(car: Pick<StickerCar, LawField>): LawField[] {
  return LAW_FIELDS.filter((field) => car[field] === null)
}

/** Consumption, CO₂ and Euro class; a missing one reads 'Dato non disponibile' rather than an empty label. */
export function lawRows(car: StickerCar, { t, tCars, format }: StickerWords): StickerRow[] {
  const electric = car.fuel === 'elettrica'
  const values: Record<LawField, string | null> = {
    consumption:
      car.consumption === null
        ? null
        : tCars(electric ? 'consumptionElectric' : 'consumption', { value: format.number(car.consumption, 1) }),
    co2: car.co2 === null ? null : `${format.number(car.co2)} g/km`,
    euroClass: car.euroClass === null ? null : tCars(`euroClass.${car.euroClass}`),
  }
  return LAW_FIELDS.map((field) => {
    const value = values[field]
    const label = t(`sticker.fields.${field}`)
    return value === null ? { label, value: t('sticker.missing'), missing: true } : { label, value }
  })
}

/**
 * The car's public address, as the sitemap and the page's canonical link write it: the Italian
 * path on the site's origin (the panel is served from the site itself).
 */
export function carPublicUrl(origin: string, slug: string): string {
  return new URL(pagePaths.car(slug), origin).href
}
