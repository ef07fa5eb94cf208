import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import type { ApiClient } from '@/lib/api-client'
import { useAdminClient } from './admin-client'
import { useAdminCars } from './get-admin-cars'
import { adminKeys } from '@/lib/query-keys'

export function dealerSettingsQueryOptions(request: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: () => request<DealerSettings>('/api/admin/settings'),
  })
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
