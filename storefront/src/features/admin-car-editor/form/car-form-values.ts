import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { CAR_ENUM_DEFAULTS } from '@autosalone/domain/enums'
import type { CarRecord } from '@autosalone/domain/car-record'

export interface TextRow {
  text: string
}

type FieldsOf<T> = { [K in keyof CarPayload]: CarPayload[K] extends T ? K : never }[keyof CarPayload]
type NumberField = FieldsOf<number | null>
type ListField = FieldsOf<string[]>
/** Texts and choices that may be left empty: null in the payload, an empty text in the form. */
export const optionalTextFields = [
  'firstRegistration',
  'euroClass',
  'vatRegime',
  'plate',
  'vin',
  'stockNumber',
] as const
type OptionalTextField = (typeof optionalTextFields)[number]

/**
 * What the form holds, field for field the payload the API takes (the contract's `CarPayload`):
 * numbers and the video link as typed, list rows as objects (react-hook-form's field arrays need them).
 */
export type CarFormValues = Omit<CarPayload, NumberField | ListField | OptionalTextField | 'youtubeVideoId'> & {
  [field in NumberField | OptionalTextField]: string
} & { [field in ListField]: TextRow[] } & { youtubeVideoId: string }

const emptyDetails = {
  firstRegistration: '',
  euroClass: '',
  consumption: '',
  co2: '',
  electricRange: '',
  displacement: '',
  doors: '',
  seats: '',
  kerbWeight: '',
  previousOwners: '',
  serviceHistory: false,
  warrantyMonths: '',
  vatRegime: '',
  plate: '',
  vin: '',
  stockNumber: '',
} satisfies Partial<CarFormValues>

/** The specification's defaults: this year, zeros shown as empty, one empty feature and colour row, available. */
export function emptyCarFormValues(now = new Date()): CarFormValues {
  return {
    brand: '',
    model: '',
    name: '',
    year: String(now.getFullYear()),
    price: '',
    mileage: '',
    power: '',
    ...CAR_ENUM_DEFAULTS,
    description: '',
    features: [{ text: '' }],
    descriptionEn: '',
    featuresEn: [{ text: '' }],
    colors: [{ text: '' }],
    youtubeVideoId: '',
    status: 'disponibile',
    priceOnRequest: false,
    ...emptyDetails,
    selectedMediaIds: [],
  }
}

const shownNumber = (value: number | null | undefined) => (value ? String(value) : '')
/** A figure where 0 is a real value (no previous owners, 0 g/km): only a missing one shows empty. */
const shownFigure = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))
const rows = (texts: string[]): TextRow[] => (texts.length > 0 ? texts : ['']).map((text) => ({ text }))

/** A loaded car as form values; every colour comes back, not just the first. */
export function carToFormValues(car: CarRecord): CarFormValues {
  return {
    brand: car.brand,
    model: car.model,
    name: car.name,
    year: String(car.year),
    mileage: shownNumber(car.mileage),
    power: shownNumber(car.power),
    fuel: car.fuel,
    transmission: car.transmission,
    category: car.category,
    condition: car.condition,
    description: car.description ?? '',
    features: rows(car.features ?? []),
    descriptionEn: car.descriptionEn ?? '',
    featuresEn: rows(car.featuresEn ?? []),
    colors: rows(car.colors ?? []),
    youtubeVideoId: car.youtubeVideoId ?? '',
    status: car.status,
    priceOnRequest: car.priceOnRequest ?? false,
    // A price on request is stored as 0, which the form shows as such.
    price: car.priceOnRequest ? '0' : shownNumber(car.price),
    firstRegistration: car.firstRegistration ?? '',
    euroClass: car.euroClass ?? '',
    consumption: shownFigure(car.consumption),
    co2: shownFigure(car.co2),
    electricRange: shownFigure(car.electricRange),
    displacement: shownFigure(car.displacement),
    doors: shownFigure(car.doors),
    seats: shownFigure(car.seats),
    kerbWeight: shownFigure(car.kerbWeight),
    previousOwners: shownFigure(car.previousOwners),
    serviceHistory: car.serviceHistory ?? false,
    warrantyMonths: shownFigure(car.warrantyMonths),
    vatRegime: car.vatRegime ?? '',
    plate: car.plate ?? '',
    vin: car.vin ?? '',
    stockNumber: car.stockNumber ?? '',
    selectedMediaIds: car.selectedMediaIds ?? [],
  }
}
