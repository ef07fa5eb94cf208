import type { AdminCarListQuery } from '@autosalone/domain/admin-car-list/list-query'

/** Query keys of the panel, broad to narrow, so a mutation can invalidate by prefix. */
export const adminQueries = {
  all: () => ['admin'] as const,
  cars: () => [...adminQueries.all(), 'cars'] as const,
  carList: () => [...adminQueries.cars(), 'list'] as const,
  carListPage: (query: AdminCarListQuery) => [...adminQueries.carList(), query] as const,
  car: (id: number) => [...adminQueries.cars(), 'detail', id] as const,
  trash: () => [...adminQueries.cars(), 'trash'] as const,
  media: () => [...adminQueries.all(), 'media'] as const,
  mediaList: () => [...adminQueries.media(), 'list'] as const,
  mediaTrash: () => [...adminQueries.media(), 'trash'] as const,
  settings: () => [...adminQueries.all(), 'settings'] as const,
}
