import { queryOptions } from '@tanstack/react-query'
import { MAX_SLUG_LIST } from '@autosalone/domain/slug-list'
import { readPublicAnswer } from '@/lib/read-public-answer'
import type { CarCardWithBrand } from '@autosalone/domain/car-cards'
import type { ApiGet } from '@/lib/api-client'
import { selectCardFields } from './car-cards'
import { carKeys } from '@/lib/query-keys'

export type { CarCardWithBrand }

/**
 * The cards of these cars (a favourites list), in the list's order; a slug no car has (sold long
 * ago and removed, or mistyped) is simply absent. At most `MAX_SLUG_LIST` slugs, as the public
 * API allows.
 */
export async function getCardsBySlugs(api: ApiGet, slugs: readonly string[]): Promise<CarCardWithBrand[]> {
  if (slugs.length === 0) return []
  const query = new URLSearchParams({
    depth: '0',
    limit: String(MAX_SLUG_LIST),
    'where[slug][in]': slugs.slice(0, MAX_SLUG_LIST).join(','),
    'select[brand]': 'true',
  })
  const path = `/api/cars?${selectCardFields(query)}`
  const page = await readPublicAnswer('cardWithBrandPage', await api<unknown>(path), `GET ${path}`)
  const bySlug = new Map(page.docs.map((car) => [car.slug, car]))
  return slugs.flatMap((slug) => bySlug.get(slug) ?? [])
}

export function getCardsBySlugsQueryOptions(api: ApiGet, slugs: readonly string[]) {
  return queryOptions({
    queryKey: carKeys.bySlugs(slugs),
    queryFn: () => getCardsBySlugs(api, slugs),
    staleTime: 60_000,
  })
}
