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
/**
 * Euro emission classes, oldest first (the order the inventory's "at least" filter relies on);
 * `na` is 'non applicabile', for electric cars.
 */
export const EURO_CLASSES = [
  'euro1',
  'euro2',
  'euro3',
  'euro4',
  'euro5',
  'euro6',
  'euro6b',
  'euro6c',
  'euro6d-temp',
  'euro6d',
  'euro6e',
  'na',
] as const
/** How a used car's VAT is treated: shown and deductible, or the margin scheme (art. 36 D.L. 41/1995). */
export const VAT_REGIMES = ['esposta', 'margine'] as const

/**
 * Where a car stands in the sale: on offer, reserved by a buyer (still listed, marked), or sold
 * (off the inventory, its page kept). `isAvailable` follows it: true only for `disponibile`.
 */
export const CAR_STATUSES = ['disponibile', 'prenotata', 'venduta'] as const

export type Fuel = (typeof FUELS)[number]
export type Transmission = (typeof TRANSMISSIONS)[number]
export type Category = (typeof CATEGORIES)[number]
export type Condition = (typeof CONDITIONS)[number]
export type EuroClass = (typeof EURO_CLASSES)[number]
export type VatRegime = (typeof VAT_REGIMES)[number]
export type CarStatus = (typeof CAR_STATUSES)[number]

/** The statuses whose cars the public inventory lists: a reserved car stays, marked. */
export const LISTED_STATUSES = ['disponibile', 'prenotata'] as const satisfies readonly CarStatus[]

/** Whether a car in `status` is on offer: the API's `isAvailable`. */
export function isAvailableStatus(status: CarStatus): boolean {
  return status === 'disponibile'
}

/** The Euro classes a filter "at least `minimum`" accepts: `minimum` and every newer one, never 'non applicabile'. */
export function euroClassesFrom(minimum: EuroClass): EuroClass[] {
  if (minimum === 'na') return []
  return EURO_CLASSES.slice(EURO_CLASSES.indexOf(minimum)).filter((value) => value !== 'na')
}

/** Every enumeration of a car, by the name of its field. */
export const CAR_ENUMS = {
  fuel: FUELS,
  transmission: TRANSMISSIONS,
  category: CATEGORIES,
  condition: CONDITIONS,
  euroClass: EURO_CLASSES,
  vatRegime: VAT_REGIMES,
  status: CAR_STATUSES,
} as const

export type CarEnumField = keyof typeof CAR_ENUMS
export type CarEnumValue<F extends CarEnumField> = (typeof CAR_ENUMS)[F][number]

/** Every label key of the enumerations, e.g. `fuel.benzina`. */
export type EnumLabelKey = { [F in CarEnumField]: `${F}.${CarEnumValue<F>}` }[CarEnumField]

/** The key of a value's label in the storefront's `cars` namespace, e.g. `fuel.benzina`. */
export function enumLabelKey<F extends CarEnumField>(field: F, value: CarEnumValue<F>): EnumLabelKey {
  return `${field}.${value}` as EnumLabelKey
}

/** The enumerations every car has; the others may be left empty. */
export type RequiredEnumField = 'fuel' | 'transmission' | 'category' | 'condition'

/** The default of each enumeration: the first value of the spec's page form, `usata` for the condition. */
export const CAR_ENUM_DEFAULTS = {
  fuel: 'benzina',
  transmission: 'manuale',
  category: 'berlina',
  condition: 'usata',
} as const satisfies { [F in RequiredEnumField]: CarEnumValue<F> }

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

export const EURO_CLASS_LABELS: Labels = {
  euro1: { it: 'Euro 1', en: 'Euro 1' },
  euro2: { it: 'Euro 2', en: 'Euro 2' },
  euro3: { it: 'Euro 3', en: 'Euro 3' },
  euro4: { it: 'Euro 4', en: 'Euro 4' },
  euro5: { it: 'Euro 5', en: 'Euro 5' },
  euro6: { it: 'Euro 6', en: 'Euro 6' },
  euro6b: { it: 'Euro 6b', en: 'Euro 6b' },
  euro6c: { it: 'Euro 6c', en: 'Euro 6c' },
  'euro6d-temp': { it: 'Euro 6d-TEMP', en: 'Euro 6d-TEMP' },
  euro6d: { it: 'Euro 6d', en: 'Euro 6d' },
  euro6e: { it: 'Euro 6e', en: 'Euro 6e' },
  na: { it: 'Non applicabile', en: 'Not applicable' },
}

export const VAT_REGIME_LABELS: Labels = {
  esposta: { it: 'IVA esposta', en: 'VAT shown (deductible)' },
  margine: { it: 'Regime del margine', en: 'Margin scheme' },
}

export const STATUS_LABELS: Labels = {
  disponibile: { it: 'Disponibile', en: 'Available' },
  prenotata: { it: 'Prenotata', en: 'Reserved' },
  venduta: { it: 'Venduta', en: 'Sold' },
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
  'euro 1': 'euro1',
  'euro 2': 'euro2',
  'euro 3': 'euro3',
  'euro 4': 'euro4',
  'euro 5': 'euro5',
  'euro 6': 'euro6',
  'euro 6b': 'euro6b',
  'euro 6c': 'euro6c',
  'euro 6d-temp': 'euro6d-temp',
  'euro 6d': 'euro6d',
  'euro 6e': 'euro6e',
  'non applicabile': 'na',
  'iva esposta': 'esposta',
  'regime del margine': 'margine',
  available: 'disponibile',
  reserved: 'prenotata',
  sold: 'venduta',
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
  euroClass: EURO_CLASS_LABELS,
  vatRegime: VAT_REGIME_LABELS,
  status: STATUS_LABELS,
}
