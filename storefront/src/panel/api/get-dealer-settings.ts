import { queryOptions, useQuery } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { dealerSettingsAnswerSchema } from '@autosalone/domain/dealer-settings/settings-answer'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from './admin-client'
import { useAdminCars } from './get-admin-cars'
import { adminKeys } from '@/lib/query-keys'

/** `GET /api/admin/settings`: the part of the settings the 'Impostazioni' page edits. */
export const getDealerSettings = async (request: ApiClient) =>
  readAnswer(dealerSettingsAnswerSchema, await request('/api/admin/settings'), 'GET /api/admin/settings')

export function dealerSettingsQueryOptions(request: ApiClient) {
  return queryOptions({ queryKey: adminKeys.settings(), queryFn: () => getDealerSettings(request) })
}

/**
 * The dealer's details as the settings page edits them. Asked for only once the car list has
 * proved the session, so a signed-out browser meets one 401, not two.
 */
export function useDealerSettings() {
  const { request } = useAdminClient()
  const session = useAdminCars()
  return useQuery({ ...dealerSettingsQueryOptions(request), enabled: session.isSuccess })
}
