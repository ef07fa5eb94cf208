import type { Category } from '../../../features/cars/types'

/** The specification's choices for the home search; the years come from `yearChoices`. */
export const searchBrands = ['BMW', 'Mercedes-Benz', 'Audi', 'Porsche', 'Volkswagen', 'Ferrari']
export const searchCategories: Category[] = ['berlina', 'suv', 'coupe', 'cabriolet', 'station-wagon', 'city-car']
export const searchPrices = [10_000, 20_000, 30_000, 50_000, 75_000, 100_000]
export const searchPowers = [75, 100, 150, 200, 300, 400]
