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

const formFieldOrder = Object.keys(fieldLabelKeys) as (keyof CarFormValues)[]

/** Whether two values of a field read the same to a person (blank rows and spaces aside). */
const sameValue = (a: CarFormValues[keyof CarFormValues], b: CarFormValues[keyof CarFormValues]) =>
  shown(a) === shown(b)

/** The fields this form changed since it loaded the car (`loaded`), in the form's order. */
export function fieldsChangedHere(loaded: CarFormValues, mine: CarFormValues): (keyof CarFormValues)[] {
  return formFieldOrder.filter((field) => !sameValue(loaded[field], mine[field]))
}

/**
 * After a newer save: what this form changed, each with this form's value and the car's now,
 * leaving out the fields only the other save touched (those are not this device's changes).
 */
export function myConflictingChanges(
  loaded: CarFormValues,
  mine: CarFormValues,
  current: CarFormValues,
): ChangedField[] {
  return fieldsChangedHere(loaded, mine)
    .map((field) => ({ field, mine: shown(mine[field]), current: shown(current[field]) }))
    .filter((change) => change.mine !== change.current)
}

/**
 * After a newer save: what the other save changed in fields this form left alone, each with the
 * value this form opened and the car's now. 'Unisci' keeps these; 'Sovrascrivi' puts them back.
 */
export function otherSaveChanges(loaded: CarFormValues, mine: CarFormValues, current: CarFormValues): ChangedField[] {
  const changedHere = new Set(fieldsChangedHere(loaded, mine))
  return formFieldOrder
    .filter((field) => !changedHere.has(field))
    .map((field) => ({ field, mine: shown(loaded[field]), current: shown(current[field]) }))
    .filter((change) => change.mine !== change.current)
}

/**
 * 'Unisci': the car as it is now, with this form's value for every field this form changed; the
 * other save's changes to the fields this form did not touch are kept.
 */
export function mergedValues(loaded: CarFormValues, mine: CarFormValues, current: CarFormValues): CarFormValues {
  const merged = { ...current }
  for (const field of fieldsChangedHere(loaded, mine)) (merged as Record<string, unknown>)[field] = mine[field]
  return merged
}

/** The fields where this form and the car as it is now disagree, in the form's order. */
export function changedFields(mine: CarFormValues, current: CarFormValues): ChangedField[] {
  return formFieldOrder
    .map((field) => ({ field, mine: shown(mine[field]), current: shown(current[field]) }))
    .filter((change) => change.mine !== change.current)
}
