import { queryOptions, useQuery } from '@tanstack/react-query'
import { readPublicAnswer } from '@/lib/read-public-answer'
import type { ApiGet } from '@/lib/api-client'
import { useApi } from '@/lib/api-context'
import type { Car } from '../types'
import { selectCardFields } from './car-cards'
import { carKeys } from '@/lib/query-keys'

/** How many cars a sold car's page offers instead. */
export const similarCarsCount = 3

/** The newest available cars of the same category or make as `car`, as cards. */
export function similarCarsApiPath(car: Pick<Car, 'id' | 'brand' | 'category'>): string {
  const query = new URLSearchParams({
    depth: '0',
    limit: String(similarCarsCount),
    sort: '-createdAt',
    'where[status][equals]': 'disponibile',
    'where[id][not_equals]': String(car.id),
    'where[or][0][category][equals]': car.category,
    'where[or][1][brand][equals]': car.brand,
  })
  return `/api/cars?${selectCardFields(query)}`
}

export function getSimilarCarsQueryOptions(api: ApiGet, car: Pick<Car, 'id' | 'brand' | 'category'>) {
  return queryOptions({
    queryKey: carKeys.similar(car.id),
    queryFn: async () => {
      const path = similarCarsApiPath(car)
      return readPublicAnswer('cardPage', await api<unknown>(path), `GET ${path}`)
    },
    staleTime: 60_000,
  })
}

export function useSimilarCars(car: Pick<Car, 'id' | 'brand' | 'category'>) {
  const api = useApi()
  return useQuery(getSimilarCarsQueryOptions(api, car))
}
