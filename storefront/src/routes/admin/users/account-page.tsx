import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AccountScreen } from '@/features/admin-users/account-screen'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import '@/features/admin-users/staff.css'

/** `/admin/account`: one's own password and signing out of every device, for every role. */
export default function AccountPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('account.title'))
  return (
    <>
      <AdminBar
        title={t('account.title')}
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            {t('header.panelTitle')}
          </Link>
        }
      />
      <main className="admin-main">
        <SessionGate>
          <AccountScreen />
        </SessionGate>
      </main>
    </>
  )
}
