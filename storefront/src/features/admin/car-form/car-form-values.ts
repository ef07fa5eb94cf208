import type { Car, Category, Condition, Fuel, Transmission } from '../../cars/types'

export interface TextRow {
  text: string
}

/** What the form holds: numbers as typed, list rows as objects (react-hook-form's field arrays need them). */
export interface CarFormValues {
  brand: string
  model: string
  name: string
  year: string
  price: string
  mileage: string
  power: string
  fuel: Fuel
  transmission: Transmission
  category: Category
  condition: Condition
  description: string
  features: TextRow[]
  colors: TextRow[]
  youtubeUrl: string
  available: boolean
  selectedMediaIds: number[]
}

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
    fuel: 'benzina',
    transmission: 'manuale',
    category: 'berlina',
    condition: 'usata',
    description: '',
    features: [{ text: '' }],
    colors: [{ text: '' }],
    youtubeUrl: '',
    available: true,
    selectedMediaIds: [],
  }
}

const shownNumber = (value: number | null | undefined) => (value ? String(value) : '')
const rows = (texts: string[]): TextRow[] => (texts.length > 0 ? texts : ['']).map((text) => ({ text }))

/** A loaded car as form values; every colour comes back, not just the first. */
export function carToFormValues(car: Car): CarFormValues {
  return {
    brand: car.brand,
    model: car.model,
    name: car.name,
    year: String(car.year),
    price: shownNumber(car.price),
    mileage: shownNumber(car.mileage),
    power: shownNumber(car.power),
    fuel: car.fuel,
    transmission: car.transmission,
    category: car.category,
    condition: car.condition,
    description: car.description ?? '',
    features: rows(car.features ?? []),
    colors: rows(car.colors ?? []),
    youtubeUrl: car.youtubeVideoId ?? '',
    available: car.isAvailable,
    selectedMediaIds: car.selectedMediaIds ?? [],
  }
}
