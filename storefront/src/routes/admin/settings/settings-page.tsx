import { BackupsSection } from '@/features/admin-backups/backups-section'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { OwnerGate } from '@/panel/components/owner-gate'
import { SettingsScreen } from '@/features/admin-settings/settings-screen'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin/impostazioni`: the dealer's contact details, address, hours, links and slogans; the backups below. */
export default function SettingsPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('meta.settings'))

  return (
    <SessionGate>
      <OwnerGate action="settings.write">
        <SettingsScreen />
        {/* Backups: a card of its own below the settings form, not one of its fields. */}
        <div className="admin-main">
          <BackupsSection />
        </div>
      </OwnerGate>
    </SessionGate>
  )
}
