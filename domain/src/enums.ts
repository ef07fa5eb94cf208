/**
 * The car enumerations, stored as the lowercase values of the spec's page form.
 * Labels shown to people come from the storefront's locale files, under the keys
 * `enumLabelKey` makes, and, for the console, from the labels here (a storefront
 * test keeps the two alike).
 */
export const FUELS = ['benzina', 'diesel', 'elettrica', 'ibrida', 'gpl', 'metano'] as const
export const TRANSMISSIONS = ['manuale', 'automatica', 'semiautomatica'] as const
export const CATEGORIES = [
  'berlina',
  'suv',
  'station-wagon',
  'coupe',
  'cabriolet',
  'city-car',
  'monovolume',
  'sportiva',
] as const
export const CONDITIONS = ['nuova', 'usata', 'km0'] as const

export type Fuel = (typeof FUELS)[number]
export type Transmission = (typeof TRANSMISSIONS)[number]
export type Category = (typeof CATEGORIES)[number]
export type Condition = (typeof CONDITIONS)[number]

/** Every enumeration of a car, by the name of its field. */
export const CAR_ENUMS = {
  fuel: FUELS,
  transmission: TRANSMISSIONS,
  category: CATEGORIES,
  condition: CONDITIONS,
} as const

export type CarEnumField = keyof typeof CAR_ENUMS
export type CarEnumValue<F extends CarEnumField> = (typeof CAR_ENUMS)[F][number]

/** Every label key of the enumerations, e.g. `fuel.benzina`. */
export type EnumLabelKey = { [F in CarEnumField]: `${F}.${CarEnumValue<F>}` }[CarEnumField]

/** The key of a value's label in the storefront's `cars` namespace, e.g. `fuel.benzina`. */
export function enumLabelKey<F extends CarEnumField>(field: F, value: CarEnumValue<F>): EnumLabelKey {
  return `${field}.${value}` as EnumLabelKey
}

/** The default of each enumeration: the first value of the spec's page form, `usata` for the condition. */
export const CAR_ENUM_DEFAULTS = {
  fuel: 'benzina',
  transmission: 'manuale',
  category: 'berlina',
  condition: 'usata',
} as const satisfies { [F in CarEnumField]: CarEnumValue<F> }

type Labels = Record<string, { it: string; en: string }>

export const FUEL_LABELS: Labels = {
  benzina: { it: 'Benzina', en: 'Petrol' },
  diesel: { it: 'Diesel', en: 'Diesel' },
  elettrica: { it: 'Elettrica', en: 'Electric' },
  ibrida: { it: 'Ibrida', en: 'Hybrid' },
  gpl: { it: 'GPL', en: 'LPG' },
  metano: { it: 'Metano', en: 'Natural gas' },
}

export const TRANSMISSION_LABELS: Labels = {
  manuale: { it: 'Manuale', en: 'Manual' },
  automatica: { it: 'Automatica', en: 'Automatic' },
  semiautomatica: { it: 'Semiautomatica', en: 'Semi-automatic' },
}

export const CATEGORY_LABELS: Labels = {
  berlina: { it: 'Berlina', en: 'Sedan' },
  suv: { it: 'SUV', en: 'SUV' },
  'station-wagon': { it: 'Station wagon', en: 'Station wagon' },
  coupe: { it: 'Coupé', en: 'Coupe' },
  cabriolet: { it: 'Cabrio', en: 'Convertible' },
  'city-car': { it: 'City car', en: 'City car' },
  monovolume: { it: 'Monovolume', en: 'MPV' },
  sportiva: { it: 'Sportiva', en: 'Sports car' },
}

export const CONDITION_LABELS: Labels = {
  nuova: { it: 'Nuova', en: 'New' },
  usata: { it: 'Usata', en: 'Used' },
  km0: { it: 'Km 0', en: 'Zero km' },
}

/** Panel-form labels of the spec that do not lowercase to a stored value. */
const ALIASES: Record<string, string> = {
  automatico: 'automatica',
  robotizzato: 'semiautomatica',
  utilitaria: 'city-car',
  'station wagon': 'station-wagon',
  cabrio: 'cabriolet',
  coupé: 'coupe',
  'km 0': 'km0',
  'km zero': 'km0',
}

/**
 * Maps a value given by a client (stored value or panel-form label, any case)
 * to the stored value, or returns null when it is not one of `allowed`.
 */
export function normalizeEnum<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  const candidate = ALIASES[key] ?? key
  return (allowed as readonly string[]).includes(candidate) ? (candidate as T) : null
}

export function selectOptions(values: readonly string[], labels: Labels) {
  return values.map((value) => ({ value, label: labels[value] }))
}

/** The console's labels of every enumeration, by the name of its field. */
export const CAR_ENUM_LABELS: Record<CarEnumField, Labels> = {
  fuel: FUEL_LABELS,
  transmission: TRANSMISSION_LABELS,
  category: CATEGORY_LABELS,
  condition: CONDITION_LABELS,
}
