import { placeholderContacts } from '@autosalone/domain/dealer-settings/placeholders'
import { Link, useMatch } from 'react-router-dom'
import { adminPaths } from '@/panel/admin-paths'
import { useDealerSettings } from '@/panel/api/get-dealer-settings'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useStaffMay } from '@/panel/api/use-staff-may'

/**
 * While the site still shows a starting phone, WhatsApp number, e-mail or social link, every
 * panel page says so and leads to 'Impostazioni' (where it only says so).
 */
export function PlaceholderBanner() {
  const { t } = useAdminTranslation()
  const { data: settings } = useDealerSettings()
  const onSettingsPage = useMatch(adminPaths.settings) !== null
  const ownsSettings = useStaffMay('settings.write')
  const placeholders = settings ? placeholderContacts(settings) : []
  if (placeholders.length === 0) return null

  const fields = placeholders.map((field) => t(`settings.placeholders.${field}`)).join(', ')
  return (
    <aside className="admin-placeholders" aria-label={t('settings.placeholders.title')}>
      <p>{t('settings.placeholders.text', { fields })}</p>
      {!onSettingsPage && ownsSettings && (
        <Link className="admin-placeholders__action" to={adminPaths.settings}>
          {t('settings.placeholders.action')}
        </Link>
      )}
    </aside>
  )
}
