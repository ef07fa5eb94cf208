import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { testDriveWeekAnswer } from '@autosalone/domain/leads/lead-desk'
import type { ApiClient } from '@/lib/api-client'
import { leadKeys } from '@/lib/query-keys'
import { useAdminClient } from '@/panel/api/admin-client'

/** `GET /api/admin/leads/test-drives`: the test drives booked in the week of `week` (this week at the dealer's when null). */
export const getTestDriveWeek = async (request: ApiClient, week: string | null) => {
  const path = `/api/admin/leads/test-drives${week ? `?week=${week}` : ''}`
  return readAnswer(testDriveWeekAnswer, await request(path), `GET ${path}`)
}

export function testDriveWeekQueryOptions(request: ApiClient, week: string | null) {
  return queryOptions({
    queryKey: leadKeys.testDrives(week),
    queryFn: () => getTestDriveWeek(request, week),
    placeholderData: keepPreviousData,
  })
}

export function useTestDriveWeek(week: string | null) {
  const { request } = useAdminClient()
  return useQuery(testDriveWeekQueryOptions(request, week))
}
