import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { leadPageSchema } from '@autosalone/domain/leads/admin-lead-answer'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads?soldCar=`: the request that bought a car, for the car's page in the panel. */
export const getBuyerOf = async (request: ApiClient, carId: number) => {
  const path = `/api/admin/leads?soldCar=${carId}`
  return readAnswer(leadPageSchema, await request(path), `GET ${path}`).docs
}

export function buyerOfQueryOptions(request: ApiClient, carId: number) {
  return queryOptions({ queryKey: leadKeys.buyerOf(carId), queryFn: () => getBuyerOf(request, carId) })
}

export function useBuyerOf(carId: number) {
  const { request } = useAdminClient()
  return useQuery(buyerOfQueryOptions(request, carId))
}
