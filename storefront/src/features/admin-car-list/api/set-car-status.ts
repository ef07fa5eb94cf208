import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CarStatus } from '@autosalone/domain/enums'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { carRecordSchema, type CarRecord } from '@autosalone/domain/car-record'
import type { AdminCarListAnswer } from '@autosalone/domain/admin-car-list/list-answer'
import { useAdminClient } from '@/panel/api/admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

/** The car a change is for, at the version the list showed. */
export interface CarVersion {
  id: number
  updatedAt: string
}

export interface SetCarStatusVariables {
  car: CarVersion
  status: CarStatus
}

/** The saved car's status and version written into every list page that shows it. */
function patchPages(saved: CarRecord) {
  return (page: AdminCarListAnswer | undefined) =>
    page && {
      ...page,
      docs: page.docs.map((row) =>
        row.id === saved.id
          ? {
              ...row,
              status: saved.status,
              isAvailable: saved.isAvailable,
              statusChangedAt: saved.statusChangedAt,
              updatedAt: saved.updatedAt,
            }
          : row,
      ),
    }
}

/**
 * Changes a car's status from the list. The save carries the version the list showed, so a car
 * changed meanwhile on another device answers 409 instead of being overwritten. The row changes
 * at once; the pages are then asked again, since the counts and the filtered pages change too.
 */
export function useSetCarStatus() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()

  return useMutation({
    mutationFn: async ({ car, status }: SetCarStatusVariables) => {
      const path = `/api/admin/cars/${car.id}`
      const answer = await request<unknown>(path, { method: 'PUT', body: { status, version: car.updatedAt } })
      return readAnswer(carRecordSchema, answer, `PUT ${path}`)
    },
    onSuccess: async (saved) => {
      queryClient.setQueriesData<AdminCarListAnswer>({ queryKey: adminCarKeys.lists() }, patchPages(saved))
      queryClient.setQueryData(adminCarKeys.detail(saved.id), saved)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCarKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: carKeys.all() }),
      ])
    },
    // A refused change (a stale version above all) shows the list as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminCarKeys.lists() }),
  })
}
