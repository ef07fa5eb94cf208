import type { CarListParams } from '../types'

/** Query keys for cars, broad to narrow, so a mutation can invalidate by prefix. */
export const carQueries = {
  all: () => ['cars'] as const,
  lists: () => [...carQueries.all(), 'list'] as const,
  list: (params: CarListParams) => [...carQueries.lists(), params] as const,
}
