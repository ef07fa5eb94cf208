import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import { useAdminClient } from '@/panel/api/admin-client'
import { siteKeys, adminKeys } from '@/lib/query-keys'

/** PUT /api/admin/settings: the whole page; the panel's copy and the public pages' are refreshed. */
export function useSaveDealerSettings() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: DealerSettings) =>
      request<DealerSettings>('/api/admin/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved)
      void queryClient.invalidateQueries({ queryKey: siteKeys.all() })
    },
  })
}
