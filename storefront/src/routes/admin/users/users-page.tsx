import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AddStaffForm } from '@/features/admin-users/add-staff-form'
import { OwnerGate } from '@/panel/components/owner-gate'
import { StaffList } from '@/features/admin-users/staff-list'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import '@/features/admin-users/staff.css'

/** `/admin/utenti`: the owner's list of staff accounts and the form that adds one. */
export default function UsersPage() {
  const { t } = useAdminTranslation()
  useDocumentTitle(t('users.title'))
  return (
    <>
      <AdminBar
        title={t('users.title')}
        leading={
          <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.list}>
            {t('header.panelTitle')}
          </Link>
        }
      />
      <main className="admin-main">
        <SessionGate>
          <OwnerGate action="users.manage">
            <StaffList />
            <AddStaffForm />
          </OwnerGate>
        </SessionGate>
      </main>
    </>
  )
}
