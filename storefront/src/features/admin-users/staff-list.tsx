import { useState } from 'react'
import type { StaffUser } from '@autosalone/domain/staff/staff-users'
import { buttonVariants } from '@/components/ui/button'
import { useSignedInUser } from '@/panel/api/signed-in-user'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { OneTimePassword } from './one-time-password'
import { useStaffUsers } from '@/panel/api/staff-users'
import { useUpdateStaff } from './api/update-staff'

/** The accounts, each with its role and state; disable or re-enable, reset the password. */
export function StaffList() {
  const { t } = useAdminTranslation()
  const { data: users, error } = useStaffUsers()
  const { data: me } = useSignedInUser()
  const update = useUpdateStaff()
  const [reset, setReset] = useState<{ username: string; password: string } | null>(null)

  const resetPassword = (user: StaffUser) =>
    update.mutate(
      { id: user.id, patch: { password: true } },
      { onSuccess: (answer) => answer.password && setReset({ username: user.username, password: answer.password }) },
    )

  return (
    <FormSection title={t('users.list.title')}>
      {error && <p role="alert">{t('common.loadError')}</p>}
      {reset && (
        <OneTimePassword
          text={t('users.list.resetDone', { username: reset.username })}
          password={reset.password}
          onDone={() => setReset(null)}
        />
      )}
      {update.error && <p role="alert">{t('users.list.error')}</p>}
      <ul className="staff-list">
        {users?.map((user) => (
          <li key={user.id} className="staff-list__item" data-disabled={user.disabled}>
            <div>
              <strong>{user.name ?? user.username}</strong> <span className="admin-hint">{user.username}</span>
              <div>
                {t(`users.roles.${user.role}`)}
                {user.disabled ? ` · ${t('users.list.disabled')}` : ''}
              </div>
            </div>
            {user.id !== me?.id && (
              <div className="staff-list__actions">
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: user.id, patch: { disabled: !user.disabled } })}
                >
                  {t(user.disabled ? 'users.list.enable' : 'users.list.disable', { username: user.username })}
                </button>
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  disabled={update.isPending}
                  onClick={() => resetPassword(user)}
                >
                  {t('users.list.resetPassword')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </FormSection>
  )
}
