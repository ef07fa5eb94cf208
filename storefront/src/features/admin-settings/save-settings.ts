import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import { siteQueries } from '@/lib/site-settings/queries'
import { useAdminClient } from '@/panel/api/admin-client'
import { adminQueries } from '@/panel/api/admin-queries'

/** PUT /api/admin/settings: the whole page; the panel's copy and the public pages' are refreshed. */
export function useSaveDealerSettings() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: DealerSettings) =>
      request<DealerSettings>('/api/admin/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueries.settings(), saved)
      void queryClient.invalidateQueries({ queryKey: siteQueries.all() })
    },
  })
}
