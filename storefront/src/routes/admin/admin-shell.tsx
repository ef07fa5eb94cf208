import { useTranslation } from 'react-i18next'

/**
 * What the server sends for the panel's pages: no data, no panel code, kept out of search
 * engines (the route's head and headers say so). The browser replaces it with the panel once
 * its code has loaded.
 */
export function AdminShell() {
  const { t } = useTranslation()

  return (
    <p role="status" className="container">
      {t('status.loading')}
    </p>
  )
}
