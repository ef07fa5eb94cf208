import { adminPaths } from '@/panel/admin-paths'
import { AddStaffForm } from '@/features/admin-users/add-staff-form'
import { OwnerGate } from '@/panel/components/owner-gate'
import { StaffList } from '@/features/admin-users/staff-list'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import '@/features/admin-users/staff.css'
import { PanelPage } from '../panel-page'

/** `/admin/utenti`: the owner's list of staff accounts and the form that adds one. */
export default function UsersPage() {
  const { t } = useAdminTranslation()
  return (
    <PanelPage title={t('users.title')} back={{ to: adminPaths.list, label: t('header.panelTitle') }}>
      <OwnerGate action="users.manage">
        <StaffList />
        <AddStaffForm />
      </OwnerGate>
    </PanelPage>
  )
}
