import { adminPaths } from '@/panel/admin-paths'
import { AccountScreen } from '@/features/admin-users/account-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import '@/features/admin-users/staff.css'
import { PanelPage } from '../panel-page'

/** `/admin/account`: one's own password and signing out of every device, for every role. */
export default function AccountPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('account.title')} back={{ to: adminPaths.list, label: t('header.panelTitle') }}>
      <AccountScreen />
    </PanelPage>
  )
}
