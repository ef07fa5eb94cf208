import type { AdminTextKey } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues, TextRow } from './car-form-values'

/** The label of each form field, as its section or field shows it. */
export const fieldLabelKeys: Record<keyof CarFormValues, AdminTextKey> = {
  brand: 'form.fields.brand',
  model: 'form.fields.model',
  name: 'form.fields.name',
  year: 'form.fields.year',
  price: 'form.fields.price',
  priceOnRequest: 'form.fields.priceOnRequest',
  mileage: 'form.fields.mileage',
  power: 'form.fields.power',
  fuel: 'form.fields.fuel',
  transmission: 'form.fields.transmission',
  category: 'form.fields.category',
  condition: 'form.fields.condition',
  description: 'form.fields.description',
  features: 'form.sections.features',
  descriptionEn: 'form.fields.descriptionEn',
  featuresEn: 'form.sections.featuresEn',
  colors: 'form.sections.colors',
  youtubeVideoId: 'form.fields.youtube',
  status: 'form.fields.status',
  firstRegistration: 'form.fields.firstRegistration',
  euroClass: 'form.fields.euroClass',
  consumption: 'form.fields.consumption',
  co2: 'form.fields.co2',
  electricRange: 'form.fields.electricRange',
  displacement: 'form.fields.displacement',
  doors: 'form.fields.doors',
  seats: 'form.fields.seats',
  kerbWeight: 'form.fields.kerbWeight',
  previousOwners: 'form.fields.previousOwners',
  serviceHistory: 'form.fields.serviceHistory',
  warrantyMonths: 'form.fields.warrantyMonths',
  vatRegime: 'form.fields.vatRegime',
  plate: 'form.fields.plate',
  vin: 'form.fields.vin',
  stockNumber: 'form.fields.stockNumber',
  selectedMediaIds: 'form.sections.photos',
}

export interface ChangedField {
  field: keyof CarFormValues
  /** what this form holds */
  mine: string
  /** what the saved car holds now */
  current: string
}

function shown(value: CarFormValues[keyof CarFormValues]): string {
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  if (Array.isArray(value)) {
    return (value as (TextRow | number)[])
      .map((item) => (typeof item === 'number' ? String(item) : item.text.trim()))
      .filter(Boolean)
      .join(', ')
  }
  return value.trim()
}

/** The fields where this form and the car as it is now disagree, in the form's order. */
export function changedFields(mine: CarFormValues, current: CarFormValues): ChangedField[] {
  return (Object.keys(fieldLabelKeys) as (keyof CarFormValues)[])
    .map((field) => ({ field, mine: shown(mine[field]), current: shown(current[field]) }))
    .filter((change) => change.mine !== change.current)
}
