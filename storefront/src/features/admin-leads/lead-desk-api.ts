import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  carChoicesAnswer,
  leadActivitiesAnswer,
  leadActivityAnswer,
  testDriveWeekAnswer,
} from '@autosalone/domain/leads/lead-desk'
import { useAdminClient } from '@/panel/api/admin-client'
import { leadKeys } from '@/lib/query-keys'

/** A request's calls, notes and status changes, newest first. */
export function useLeadActivities(id: number) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: leadKeys.activities(id),
    queryFn: async () => leadActivitiesAnswer.parse(await request(`/api/admin/leads/${id}/activities`)).docs,
  })
}

export function useAddLeadActivity(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (entry: { kind: 'chiamata' | 'nota'; note: string }) =>
      leadActivityAnswer.parse(await request(`/api/admin/leads/${id}/activities`, { method: 'POST', body: entry })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.activities(id) }),
  })
}

/** The test drives booked in the week of `week` (this week at the dealer's when null). */
export function useTestDriveWeek(week: string | null) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: leadKeys.testDrives(week),
    queryFn: async () =>
      testDriveWeekAnswer.parse(await request(`/api/admin/leads/test-drives${week ? `?week=${week}` : ''}`)),
    placeholderData: keepPreviousData,
  })
}

/** The cars matching a search, for 'Venduta a questo cliente'; waits for a word. */
export function useCarChoices(query: string) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: leadKeys.carChoices(query),
    queryFn: async () =>
      carChoicesAnswer.parse(await request(`/api/admin/leads/car-choices?q=${encodeURIComponent(query)}`)).docs,
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  })
}

/** The request that bought a car, for the car's page in the panel. */
export function useBuyerOf(carId: number) {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: leadKeys.buyerOf(carId),
    queryFn: async () =>
      (await request<{ docs: { id: number; name: string }[] }>(`/api/admin/leads?soldCar=${carId}`)).docs,
  })
}
