import type { AdminCarListQuery } from '@autosalone/domain/admin-car-list/list-query'

/*
 * Every query key of the site, one factory per entity, broad to narrow: a mutation invalidates by
 * prefix (`carKeys.all()` refetches every list and page of cars). The server renders the public
 * pages with these keys and hands the cache to the browser by key, so a key's value is part of the
 * page: change one only with the page that reads it.
 */

/** The public pages' cars: lists of cards, one car's page, its photos. */
export const carKeys = {
  all: () => ['cars'] as const,
  lists: () => [...carKeys.all(), 'list'] as const,
  /** the home grid's pages, from the first one it showed */
  stock: (firstPage: number) => [...carKeys.lists(), 'stock', firstPage] as const,
  /** the inventory's page of results for its filters (`InventoryFilters`) */
  inventory: (filters: object, page: number) => [...carKeys.lists(), 'inventory', filters, page] as const,
  /** the sold cars home shows apart from the stock */
  recentlySold: () => [...carKeys.lists(), 'recently-sold'] as const,
  inventoryChoices: () => [...carKeys.lists(), 'inventory-choices'] as const,
  /** the cards of the favourites and the comparison, by slug */
  bySlugs: (slugs: readonly string[]) => [...carKeys.lists(), 'by-slugs', slugs] as const,
  compareChoices: () => [...carKeys.lists(), 'compare-choices'] as const,
  /** the available cars a sold car's page offers instead */
  similar: (id: number) => [...carKeys.lists(), 'similar', id] as const,
  details: () => [...carKeys.all(), 'detail'] as const,
  detail: (slug: string) => [...carKeys.details(), slug] as const,
  images: (id: number) => [...carKeys.all(), 'images', id] as const,
}

/** The dealer's public settings and texts. */
export const siteKeys = {
  all: () => ['site'] as const,
  settings: () => [...siteKeys.all(), 'settings'] as const,
  texts: () => [...siteKeys.all(), 'texts'] as const,
}

/** The panel's root: signing in or out drops everything under it. */
export const adminKeys = {
  all: () => ['admin'] as const,
  /** the signed-in staff member */
  me: () => [...adminKeys.all(), 'me'] as const,
  backups: () => [...adminKeys.all(), 'backups'] as const,
  /** the panel's dealer settings (`GET /api/admin/settings`) */
  settings: () => [...adminKeys.all(), 'settings'] as const,
  staffUsers: () => [...adminKeys.all(), 'users'] as const,
  searchDemand: () => [...adminKeys.all(), 'search-demand'] as const,
  channels: () => [...adminKeys.all(), 'channels'] as const,
}

/** The panel's cars: the list's pages, one car, its history and prices, the trash. */
export const adminCarKeys = {
  all: () => [...adminKeys.all(), 'cars'] as const,
  lists: () => [...adminCarKeys.all(), 'list'] as const,
  list: (query: AdminCarListQuery) => [...adminCarKeys.lists(), query] as const,
  detail: (id: number) => [...adminCarKeys.all(), 'detail', id] as const,
  history: (id: number) => [...adminCarKeys.detail(id), 'history'] as const,
  prices: (id: number) => [...adminCarKeys.detail(id), 'prices'] as const,
  trash: () => [...adminCarKeys.all(), 'trash'] as const,
}

/** The photo library and its trash. */
export const mediaKeys = {
  all: () => [...adminKeys.all(), 'media'] as const,
  list: () => [...mediaKeys.all(), 'list'] as const,
  trash: () => [...mediaKeys.all(), 'trash'] as const,
}

/** The requests from the site's forms, and the desk around them. */
export const leadKeys = {
  all: () => [...adminKeys.all(), 'leads'] as const,
  lists: () => [...leadKeys.all(), 'list'] as const,
  /** the inbox's page for its filters (`LeadFilters`) */
  list: (filters: object) => [...leadKeys.lists(), filters] as const,
  detail: (id: number) => [...leadKeys.all(), 'detail', id] as const,
  activities: (id: number) => [...leadKeys.detail(id), 'activities'] as const,
  newCount: () => [...leadKeys.all(), 'new-count'] as const,
  testDrives: (week: string | null) => [...leadKeys.all(), 'test-drives', week] as const,
  carChoices: (query: string) => [...leadKeys.all(), 'car-choices', query] as const,
  /** the request that bought a car */
  buyerOf: (carId: number) => [...leadKeys.all(), 'sold-car', carId] as const,
}

export const auditLogKeys = {
  all: () => [...adminKeys.all(), 'audit-log'] as const,
  /** a page of the log for its filters (`AuditLogFilters`) */
  list: (filters: object) => [...auditLogKeys.all(), filters] as const,
}

export const importKeys = {
  all: () => [...adminKeys.all(), 'imports'] as const,
  detail: (id: number) => [...importKeys.all(), id] as const,
}

/** Outside the panel's root: the QR code of an address does not change with who is signed in. */
export const windowStickerKeys = {
  qr: (url: string) => ['window-sticker', 'qr', url] as const,
}
