import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CarChoice } from '@autosalone/domain/car-cards'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import { CATEGORIES as categoryOrder, LISTED_STATUSES, type Category } from '@autosalone/domain/enums'
import { readPublicAnswer } from '@/lib/read-public-answer'
import { carKeys } from '@/lib/query-keys'

/**
 * What the available cars offer, for the brand, model and category choices of the inventory and
 * the home search: a choice that is offered always finds a car.
 */
export interface InventoryChoices {
  /** sorted by name */
  brands: string[]
  /** each brand's models, sorted by name */
  modelsByBrand: Record<string, string[]>
  /** in the order the filters list the categories */
  categories: Category[]
}

// Every listed car (available or reserved), however many: three short fields each, so the whole stock stays a small answer.
const choicesPath = `/api/cars?pagination=false&depth=0&where[status][in]=${LISTED_STATUSES.join(',')}&select[brand]=true&select[model]=true&select[category]=true`

const byName = (a: string, b: string) => a.localeCompare(b, 'it')

export function toInventoryChoices(cars: CarChoice[]): InventoryChoices {
  const modelsByBrand: Record<string, string[]> = {}
  const inStock = new Set<Category>()
  for (const { brand, model, category } of cars) {
    const models = (modelsByBrand[brand] ??= [])
    if (!models.includes(model)) models.push(model)
    inStock.add(category)
  }
  for (const models of Object.values(modelsByBrand)) models.sort(byName)
  return {
    brands: Object.keys(modelsByBrand).sort(byName),
    modelsByBrand,
    categories: categoryOrder.filter((category) => inStock.has(category)),
  }
}

export async function getInventoryChoices(api: ApiGet): Promise<InventoryChoices> {
  const { docs } = await readPublicAnswer('inventoryChoices', await api<unknown>(choicesPath), `GET ${choicesPath}`)
  return toInventoryChoices(docs)
}

export function getInventoryChoicesQueryOptions(api: ApiGet) {
  return queryOptions({
    queryKey: carKeys.inventoryChoices(),
    queryFn: () => getInventoryChoices(api),
    staleTime: 5 * 60_000,
  })
}

export function useInventoryChoices() {
  const api = useApi()
  return useQuery(getInventoryChoicesQueryOptions(api))
}
