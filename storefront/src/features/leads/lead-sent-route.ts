import type { RouteObject } from 'react-router-dom'
import { LEAD_SENT_PATH } from '@autosalone/domain/leads/lead-answer'
import type { RouteHandle } from '@/lib/document-head'

// A confirmation has no address of its own worth indexing: no canonical path.
const handle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'leads')
    return { title: t('sent.metaTitle'), description: t('sent.body'), canonicalPath: null }
  },
}

/** The confirmation after a request: its code loads with it, as every public page's does. */
export const leadSentRoute: RouteObject = {
  path: LEAD_SENT_PATH,
  lazy: async () => ({ Component: (await import('./lead-sent-page')).LeadSentPage }),
  handle,
}
