import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { carChoicesAnswer } from '@autosalone/domain/leads/lead-desk'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads/car-choices`: the cars matching a search, for 'Venduta a questo cliente'. */
export const getCarChoices = async (request: ApiClient, query: string) =>
  readAnswer(
    carChoicesAnswer,
    await request(`/api/admin/leads/car-choices?q=${encodeURIComponent(query)}`),
    'GET /api/admin/leads/car-choices',
  ).docs

export function carChoicesQueryOptions(request: ApiClient, query: string) {
  return queryOptions({
    queryKey: leadKeys.carChoices(query),
    queryFn: () => getCarChoices(request, query),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  })
}

/** Waits for a word. */
export function useCarChoices(query: string) {
  const { request } = useAdminClient()
  return useQuery(carChoicesQueryOptions(request, query))
}
