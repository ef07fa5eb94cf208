import { CAR_FIELD_LABELS } from '../car-input-schema.ts'
import { CAR_ENUMS, type CarEnumField } from '../enums.ts'

/**
 * What a column of an imported file can fill: a car field of the contract (by its name in
 * `CAR_FIELD_LABELS`), or one of three import-only keys that end in car fields: `powerKw` (the power
 * in kW, stored in CV), `version` (joined to make and model when there is no full name) and
 * `photoUrls` (addresses of the car's photos).
 */
export const IMPORT_FIELDS = [
  'brand',
  'model',
  'version',
  'name',
  'year',
  'firstRegistration',
  'price',
  'priceOnRequest',
  'mileage',
  'power',
  'powerKw',
  'fuel',
  'transmission',
  'category',
  'condition',
  'euroClass',
  'colors',
  'features',
  'description',
  'consumption',
  'co2',
  'electricRange',
  'displacement',
  'doors',
  'seats',
  'kerbWeight',
  'previousOwners',
  'serviceHistory',
  'warrantyMonths',
  'vatRegime',
  'vin',
  'plate',
  'stockNumber',
  'youtubeVideoId',
  'photoUrls',
] as const satisfies readonly (keyof typeof CAR_FIELD_LABELS | 'powerKw' | 'version' | 'photoUrls')[]

export type ImportField = (typeof IMPORT_FIELDS)[number]

/** The enumerations whose file values go through the value table. */
export const IMPORT_ENUM_FIELDS = [
  'fuel',
  'transmission',
  'category',
  'condition',
  'euroClass',
  'vatRegime',
] as const satisfies readonly CarEnumField[]
export type ImportEnumField = (typeof IMPORT_ENUM_FIELDS)[number]

export const IMPORT_ENUM_VALUES = CAR_ENUMS

/** The keys a car is recognised by, in the order they are tried. */
export const MATCH_KEYS = ['vin', 'plate', 'stockNumber'] as const
export type MatchKey = (typeof MATCH_KEYS)[number]

/** The field's name in messages, e.g. 'prezzo' in 'riga 14: prezzo non valido "12,5k"'. */
export function importFieldLabel(field: ImportField): string {
  if (field === 'powerKw') return 'potenza (kW)'
  if (field === 'version') return 'versione'
  if (field === 'photoUrls') return 'foto'
  return CAR_FIELD_LABELS[field].toLowerCase()
}

/**
 * Headers as management programs and portals write them, lowercased without accents or
 * punctuation, for each field: the first header of a file that matches is suggested.
 */
const HEADER_WORDS: Record<ImportField, string[]> = {
  brand: ['marca', 'brand', 'make', 'costruttore', 'produttore', 'manufacturer'],
  model: ['modello', 'model'],
  version: ['versione', 'allestimento', 'version', 'trim', 'variant'],
  name: ['nome completo', 'nome', 'titolo', 'descrizione breve', 'title', 'full name', 'name'],
  year: ['anno', 'anno modello', 'year', 'model year'],
  firstRegistration: [
    'immatricolazione',
    'data immatricolazione',
    'prima immatricolazione',
    'mese anno immatricolazione',
    'first registration',
    'registration',
    'registration date',
  ],
  price: ['prezzo', 'prezzo vendita', 'prezzo di vendita', 'prezzo al pubblico', 'price', 'sale price', 'prezzo eur'],
  priceOnRequest: ['prezzo su richiesta', 'price on request'],
  mileage: ['km', 'chilometraggio', 'chilometri', 'km percorsi', 'mileage', 'kilometers', 'kilometres', 'odometer'],
  power: ['cv', 'potenza cv', 'potenza', 'hp', 'power', 'power hp', 'horsepower'],
  powerKw: ['kw', 'potenza kw', 'power kw'],
  fuel: ['alimentazione', 'carburante', 'combustibile', 'fuel', 'fuel type'],
  transmission: ['cambio', 'trasmissione', 'transmission', 'gearbox'],
  category: ['carrozzeria', 'categoria', 'tipo carrozzeria', 'body', 'body type', 'category'],
  condition: ['condizione', 'stato veicolo', 'tipo veicolo', 'nuovo usato', 'condition'],
  euroClass: ['classe euro', 'euro', 'normativa euro', 'emission class', 'euro class'],
  colors: ['colore', 'colori', 'colore esterno', 'color', 'colour', 'exterior color'],
  features: ['optional', 'optionals', 'accessori', 'equipaggiamento', 'dotazioni', 'features', 'equipment', 'options'],
  description: ['descrizione', 'note', 'description', 'notes'],
  consumption: ['consumo', 'consumo combinato', 'consumption', 'combined consumption'],
  co2: ['co2', 'emissioni co2', 'emissioni', 'co2 emissions'],
  electricRange: ['autonomia', 'autonomia elettrica', 'range', 'electric range'],
  displacement: ['cilindrata', 'cc', 'displacement', 'engine size'],
  doors: ['porte', 'numero porte', 'doors'],
  seats: ['posti', 'numero posti', 'seats'],
  kerbWeight: ['massa a vuoto', 'peso', 'peso a vuoto', 'kerb weight', 'weight'],
  previousOwners: ['proprietari', 'proprietari precedenti', 'n proprietari', 'previous owners', 'owners'],
  serviceHistory: ['tagliandi', 'tagliandi certificati', 'service history'],
  warrantyMonths: ['garanzia', 'garanzia mesi', 'mesi garanzia', 'warranty', 'warranty months'],
  vatRegime: ['iva', 'regime iva', 'vat', 'vat regime'],
  vin: ['telaio', 'vin', 'numero telaio', 'n telaio', 'chassis', 'chassis number'],
  plate: ['targa', 'plate', 'license plate', 'registration number'],
  stockNumber: [
    'codice',
    'codice stock',
    'codice interno',
    'stock',
    'stock number',
    'n stock',
    'rif',
    'ref',
    'riferimento',
    'id veicolo',
    'reference',
  ],
  youtubeVideoId: ['video', 'youtube', 'video youtube'],
  photoUrls: ['foto', 'immagini', 'url foto', 'photos', 'images', 'image urls', 'photo urls', 'pictures'],
}

/** A header as compared: lowercase, accents and punctuation dropped, spaces collapsed. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Field → column index, or null when no column fills it. */
export type ImportMapping = Partial<Record<ImportField, number | null>>

/**
 * The column suggested for each field: the column the dealer chose last time under the same
 * header, else the first column whose header is one of the field's words. A column fills one field.
 */
export function suggestMapping(columns: string[], remembered: Record<string, ImportField> = {}): ImportMapping {
  const keys = columns.map(headerKey)
  const mapping: ImportMapping = {}
  const used = new Set<number>()
  keys.forEach((key, column) => {
    const field = remembered[key]
    if (field && (IMPORT_FIELDS as readonly string[]).includes(field) && mapping[field] === undefined) {
      mapping[field] = column
      used.add(column)
    }
  })
  for (const field of IMPORT_FIELDS) {
    if (mapping[field] !== undefined) continue
    const column = keys.findIndex((key, index) => !used.has(index) && HEADER_WORDS[field].includes(key))
    if (column >= 0) {
      mapping[field] = column
      used.add(column)
    }
  }
  return mapping
}

/** What to remember of a mapping for the next file: the header each field was read from. */
export function rememberedHeaders(columns: string[], mapping: ImportMapping): Record<string, ImportField> {
  const remembered: Record<string, ImportField> = {}
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field]
    if (typeof column === 'number' && columns[column] !== undefined) remembered[headerKey(columns[column])] = field
  }
  return remembered
}
