/**
 * The bounds of a car record, shared by the collection (what the database
 * accepts), the input parser (what the API accepts) and the panel's form, so
 * none of them can disagree.
 */
export const FIRST_CAR_YEAR = 1900

/** Next year's models are sold from the autumn before. */
export function lastCarYear(now = new Date()): number {
  return now.getFullYear() + 1
}

export const CAR_NUMBER_LIMITS = {
  price: { min: 0, max: 10_000_000 },
  mileage: { min: 0, max: 2_000_000 },
  power: { min: 0, max: 2_000 },
} as const

/** Bounds of the technical and ownership data, in the units the form shows. */
export const CAR_DETAIL_LIMITS = {
  /** l/100 km, or kWh/100 km for an electric car; one decimal */
  consumption: { min: 0, max: 100 },
  /** g/km (WLTP) */
  co2: { min: 0, max: 999 },
  /** km on a full charge */
  electricRange: { min: 0, max: 2_000 },
  /** cm³ */
  displacement: { min: 0, max: 10_000 },
  doors: { min: 1, max: 7 },
  seats: { min: 1, max: 9 },
  /** kg */
  kerbWeight: { min: 300, max: 5_000 },
  previousOwners: { min: 0, max: 20 },
  /** months */
  warrantyMonths: { min: 0, max: 120 },
} as const

/** Decimal places kept in the consumption. */
export const CONSUMPTION_DECIMALS = 1

export const CAR_ID_LIMITS = {
  plate: 10,
  /** ISO 3779 */
  vin: 17,
  /** the dealer's stock code */
  stockNumber: 30,
} as const

export const CAR_TEXT_LIMITS = {
  brand: 60,
  model: 80,
  name: 160,
  description: 10_000,
  descriptionEn: 10_000,
} as const

export const CAR_LIST_LIMITS = {
  colors: { items: 20, length: 60 },
  features: { items: 100, length: 200 },
  featuresEn: { items: 100, length: 200 },
} as const

export const MAX_PHOTOS_PER_CAR = 50

/** How long a deleted car can be restored before it goes for good. */
export const CAR_TRASH_DAYS = 30
/** Days a deleted photo can be restored from the library's trash. */
export const PHOTO_TRASH_DAYS = 30
/** At most this many photos are deleted in one go from the library. */
export const MAX_PHOTOS_PER_BULK_DELETE = 100

/** The moment a car deleted at `deletedAt` goes for good. */
export function trashPurgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + CAR_TRASH_DAYS * 24 * 60 * 60 * 1000)
}

/**
 * The long side of a stored photo's original, in pixels: the panel brings photos down to it before
 * sending, and the server does so for whatever arrives larger (a PNG, a scan, another client).
 */
export const PHOTO_MAX_LONG_SIDE = 2560
