import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiGet } from '../../../lib/api-client'
import { useApi } from '../../../lib/api-context'
import type { Car, PaginatedDocs } from '../types'
import { carQueries } from './queries'

/** The makes on offer and the models of each, sorted, for the inventory's brand and model choices. */
export interface InventoryChoices {
  brands: string[]
  modelsByBrand: Record<string, string[]>
}

const choicesPath = '/api/cars?limit=500&depth=0&where[isAvailable][equals]=true&select[brand]=true&select[model]=true'

const byName = (a: string, b: string) => a.localeCompare(b, 'it')

export function toInventoryChoices(cars: Pick<Car, 'brand' | 'model'>[]): InventoryChoices {
  const modelsByBrand: Record<string, string[]> = {}
  for (const { brand, model } of cars) {
    const models = (modelsByBrand[brand] ??= [])
    if (!models.includes(model)) models.push(model)
  }
  for (const models of Object.values(modelsByBrand)) models.sort(byName)
  return { brands: Object.keys(modelsByBrand).sort(byName), modelsByBrand }
}

export async function getInventoryChoices(api: ApiGet): Promise<InventoryChoices> {
  const { docs } = await api<PaginatedDocs<Pick<Car, 'brand' | 'model'>>>(choicesPath)
  return toInventoryChoices(docs)
}

export function getInventoryChoicesQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: carQueries.inventoryChoices(),
    queryFn: () => getInventoryChoices(api),
    staleTime: 5 * 60_000,
  })
}

export function useInventoryChoices() {
  const api = useApi()
  return useQuery(getInventoryChoicesQueryOptions(api))
}
