import { useMutation, useQueryClient } from '@tanstack/react-query'
import { readAnswer } from '@autosalone/domain/answer-contract'
import { dealerSettingsAnswerSchema } from '@autosalone/domain/dealer-settings/settings-answer'
import type { DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import { useAdminClient } from '@/panel/api/admin-client'
import { siteKeys, adminKeys } from '@/lib/query-keys'

/** PUT /api/admin/settings: the whole page; the panel's copy and the public pages' are refreshed. */
export function useSaveDealerSettings() {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: DealerSettings) =>
      readAnswer(
        dealerSettingsAnswerSchema,
        await request('/api/admin/settings', { method: 'PUT', body: settings }),
        'PUT /api/admin/settings',
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings(), saved)
      void queryClient.invalidateQueries({ queryKey: siteKeys.all() })
    },
  })
}
