import type { CarRecord } from '@autosalone/domain/car-record'
import { CAR_FIELD_LABELS } from '@autosalone/domain/car-input-schema'
import { CAR_ENUM_LABELS, type CarEnumField } from '@autosalone/domain/enums'
import { dealerNow } from '@autosalone/domain/leads/test-drive-slots'

/** A cell before it is written: text, a number, a yes/no, a moment, or nothing. */
export type ExportValue = string | number | boolean | Date | null

export interface ExportColumn {
  header: string
  value: (car: CarRecord, siteUrl: string) => ExportValue
}

const label = (field: CarEnumField, value: string | null) => (value === null ? null : CAR_ENUM_LABELS[field][value].it)
const lines = (list: string[]) => list.join('\n')
const date = (iso: string | null | undefined) => (iso ? new Date(iso) : null)
/** `YYYY-MM` as the dealer writes it: `MM/YYYY`. */
const monthYear = (value: string | null) => (value ? `${value.slice(5, 7)}/${value.slice(0, 4)}` : null)

/**
 * Every field the dealer sees of a car, under its Italian name, in the order of the form;
 * lists one item a line (an item never holds a line break), enumerations by their labels.
 */
export const CAR_EXPORT_COLUMNS: ExportColumn[] = [
  { header: 'ID', value: (car) => car.id },
  { header: CAR_FIELD_LABELS.name, value: (car) => car.name },
  { header: CAR_FIELD_LABELS.brand, value: (car) => car.brand },
  { header: CAR_FIELD_LABELS.model, value: (car) => car.model },
  { header: CAR_FIELD_LABELS.year, value: (car) => car.year },
  { header: 'Prezzo (€, IVA inclusa)', value: (car) => car.price },
  { header: CAR_FIELD_LABELS.priceOnRequest, value: (car) => car.priceOnRequest },
  { header: 'Chilometraggio (km)', value: (car) => car.mileage },
  { header: 'Potenza (CV)', value: (car) => car.power },
  { header: CAR_FIELD_LABELS.fuel, value: (car) => label('fuel', car.fuel) },
  { header: CAR_FIELD_LABELS.transmission, value: (car) => label('transmission', car.transmission) },
  { header: CAR_FIELD_LABELS.category, value: (car) => label('category', car.category) },
  { header: CAR_FIELD_LABELS.condition, value: (car) => label('condition', car.condition) },
  { header: CAR_FIELD_LABELS.status, value: (car) => label('status', car.status) },
  { header: CAR_FIELD_LABELS.colors, value: (car) => lines(car.colors) },
  { header: CAR_FIELD_LABELS.description, value: (car) => car.description },
  { header: CAR_FIELD_LABELS.features, value: (car) => lines(car.features) },
  { header: CAR_FIELD_LABELS.youtubeVideoId, value: (car) => car.youtubeVideoId },
  { header: CAR_FIELD_LABELS.firstRegistration, value: (car) => monthYear(car.firstRegistration) },
  { header: CAR_FIELD_LABELS.euroClass, value: (car) => label('euroClass', car.euroClass) },
  { header: 'Consumo combinato (l o kWh/100 km)', value: (car) => car.consumption },
  { header: 'Emissioni CO₂ (g/km)', value: (car) => car.co2 },
  { header: 'Autonomia (km)', value: (car) => car.electricRange },
  { header: 'Cilindrata (cm³)', value: (car) => car.displacement },
  { header: CAR_FIELD_LABELS.doors, value: (car) => car.doors },
  { header: CAR_FIELD_LABELS.seats, value: (car) => car.seats },
  { header: 'Massa a vuoto (kg)', value: (car) => car.kerbWeight },
  { header: CAR_FIELD_LABELS.previousOwners, value: (car) => car.previousOwners },
  { header: CAR_FIELD_LABELS.serviceHistory, value: (car) => car.serviceHistory },
  { header: 'Garanzia (mesi)', value: (car) => car.warrantyMonths },
  { header: CAR_FIELD_LABELS.vatRegime, value: (car) => label('vatRegime', car.vatRegime) },
  { header: 'Adatta ai neopatentati', value: (car) => car.newDriverSuitable },
  { header: CAR_FIELD_LABELS.plate, value: (car) => car.plate ?? null },
  { header: CAR_FIELD_LABELS.vin, value: (car) => car.vin ?? null },
  { header: 'Foto', value: (car, siteUrl) => lines(car.images.map((path) => new URL(path, siteUrl).toString())) },
  { header: 'Pagina sul sito', value: (car, siteUrl) => new URL(`/auto/${car.slug}`, siteUrl).toString() },
  { header: 'Stato cambiato il', value: (car) => date(car.statusChangedAt) },
  { header: 'Inserita il', value: (car) => date(car.createdAt) },
  { header: 'Modificata il', value: (car) => date(car.updatedAt) },
]

/** A leading = + - @ tab or return would make a spreadsheet run the text as a formula: an apostrophe keeps it text. */
export function formulaSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** A moment as Italy reads it: `dd/mm/yyyy hh:mm`. */
export function italianDateTime(moment: Date): string {
  const { date, time } = dealerNow(moment)
  const [year, month, day] = date.split('-')
  return `${day}/${month}/${year} ${time}`
}

/**
 * The moment a spreadsheet shows as Italy's wall-clock time: spreadsheets have no time zones,
 * so the cell holds Italy's date and time as if they were UTC.
 */
export function italianWallClock(moment: Date): Date {
  const { date, time } = dealerNow(moment)
  return new Date(`${date}T${time}:00Z`)
}

/** A cell of the CSV as Italian Excel reads it: decimal comma, sì/no, local time, no formula. */
export function csvText(value: ExportValue): string {
  if (value === null) return ''
  if (typeof value === 'boolean') return value ? 'sì' : 'no'
  if (typeof value === 'number') return String(value).replace('.', ',')
  if (value instanceof Date) return italianDateTime(value)
  return formulaSafe(value)
}
