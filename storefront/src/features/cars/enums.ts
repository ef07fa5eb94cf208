import type { Category, Condition, Fuel, Transmission } from './types'

// The stored values of the car enumerations, in the order the filters offer them.
export const fuels: readonly Fuel[] = ['benzina', 'diesel', 'elettrica', 'ibrida', 'gpl', 'metano']
export const transmissions: readonly Transmission[] = ['manuale', 'automatica', 'semiautomatica']
export const categories: readonly Category[] = [
  'berlina',
  'suv',
  'station-wagon',
  'coupe',
  'cabriolet',
  'city-car',
  'monovolume',
  'sportiva',
]
export const conditions: readonly Condition[] = ['nuova', 'usata', 'km0']
