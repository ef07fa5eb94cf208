import type { ReactNode } from 'react'
import type { OwnerOnlyAction } from '@autosalone/domain/staff/roles'
import { useSignedInUser } from '@/panel/api/signed-in-user'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useStaffMay } from '@/panel/api/use-staff-may'

/** An owner-only screen: a salesperson who reaches its address is told so, and sees nothing of it. */
export function OwnerGate({ action, children }: { action: OwnerOnlyAction; children: ReactNode }) {
  const { t } = useAdminTranslation()
  const { data: user, isPending } = useSignedInUser()
  const allowed = useStaffMay(action)
  if (isPending) return <StatusScreen text={t('session.checking')} />
  if (!allowed && user) return <StatusScreen text={t('users.ownerOnly')} busy={false} />
  return allowed ? children : null
}
