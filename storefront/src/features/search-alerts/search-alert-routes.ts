import type { RouteObject } from 'react-router-dom'
import { SEARCH_ALERT_PATHS } from '@autosalone/domain/search-alerts/alert-limits'
import type { RouteHandle } from '@/lib/document-head'
import { withPageTexts } from '@/lib/page-texts'
import type { RouteDeps } from '@/lib/route-data'

// Pages reached from a form or an e-mail: nothing here worth indexing.
const handle = (key: 'sent' | 'manage'): RouteHandle => ({
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'searchAlerts')
    return { title: t(`${key}.title`), description: t('sent.body'), canonicalPath: null }
  },
})

/** The 'check your e-mail' page and the address's own alerts page. */
export function searchAlertRoutes({ api }: RouteDeps): RouteObject[] {
  return [
    {
      path: SEARCH_ALERT_PATHS.sent,
      lazy: withPageTexts(['searchAlerts'], async () => ({
        Component: (await import('./search-alert-sent-page')).SearchAlertSentPage,
      })),
      handle: handle('sent'),
    },
    {
      path: SEARCH_ALERT_PATHS.manage,
      lazy: withPageTexts(['searchAlerts'], async () => ({
        Component: (await import('./manage-alerts-page')).ManageAlertsPage,
      })),
      // The token is the authorisation: a link unknown or gone with its alert shows as such, not as an error.
      loader: async ({ request }) => {
        const token = new URL(request.url).searchParams.get('token')
        if (!token) return null
        // The schema comes with this page only: every other page's script stays free of zod.
        const { searchAlertManageAnswer } = await import('@autosalone/domain/search-alerts/alert-rules')
        return api<unknown>(`/api/search-alerts/manage?token=${encodeURIComponent(token)}`)
          .then((answer) => searchAlertManageAnswer.parse(answer))
          .catch(() => null)
      },
      handle: handle('manage'),
    },
  ]
}
