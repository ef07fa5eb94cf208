import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { bulkActionAnswerSchema, type BulkActionRequest } from '@autosalone/domain/admin-car-list/bulk-action'
import { useAdminClient } from '@/panel/api/admin-client'
import { carKeys, adminCarKeys } from '@/lib/query-keys'

const BULK_PATH = '/api/admin/cars/bulk'

/** After a bulk action or its undo every list page, the trash and the public lists are asked again. */
function useRefreshCars() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      // `cars` covers the list's pages, each car and the trash.
      queryClient.invalidateQueries({ queryKey: adminCarKeys.all() }),
      queryClient.invalidateQueries({ queryKey: carKeys.all() }),
    ])
}

/** Changes the status or the price of several cars, or moves them to the trash, all at once. */
export function useBulkAction() {
  const { request } = useAdminClient()
  const refresh = useRefreshCars()
  return useMutation({
    mutationFn: async (body: BulkActionRequest) =>
      readAnswer(
        bulkActionAnswerSchema,
        await request<unknown>(BULK_PATH, { method: 'POST', body }),
        `POST ${BULK_PATH}`,
      ),
    onSuccess: refresh,
    // A refused action (a car deleted meanwhile, say) shows the list as it is now.
    onError: refresh,
  })
}

/** Puts every car of a bulk action back as it was; refused (409) when one of them was changed since. */
export function useUndoBulkAction() {
  const { request } = useAdminClient()
  const refresh = useRefreshCars()
  return useMutation({
    // The answer (the cars put back) is not read: the toast counts the action's own cars.
    mutationFn: async (id: number) => {
      await request<unknown>(`${BULK_PATH}/${id}/undo`, { method: 'POST' })
    },
    onSuccess: refresh,
    onError: refresh,
  })
}
