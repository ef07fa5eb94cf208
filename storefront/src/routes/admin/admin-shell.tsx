import { useTranslation } from 'react-i18next'
import { useServerResponse } from '../../lib/server-response'

/**
 * What the server sends for the panel's pages: no data, no panel code, kept out of search
 * engines. The browser replaces it with the panel once its code has loaded.
 */
export function AdminShell() {
  const { t } = useTranslation()
  const response = useServerResponse()
  response?.setHead({ title: t('footer.staffLogin'), description: '' })
  response?.setHeader('X-Robots-Tag', 'noindex, nofollow')

  return (
    <p role="status" className="container">
      {t('status.loading')}
    </p>
  )
}
