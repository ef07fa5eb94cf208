import { Field } from '@/components/ui/field'
import { buttonVariants } from '@/components/ui/button'
import { useSignedInUser } from '@/panel/api/signed-in-user'
import { useStaffUsers } from '@/panel/api/staff-users'
import { useStaffMay } from '@/panel/api/use-staff-may'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'
import { useUpdateLead } from './api/update-lead'

/**
 * Who follows the request up. The owner picks any enabled account (the list of accounts is
 * theirs); a salesperson takes the request on themself. The assignee is told by e-mail.
 */
export function LeadAssignee({ lead }: { lead: AdminLead }) {
  const { t } = useAdminTranslation()
  const isOwner = useStaffMay('users.manage')
  const { data: me } = useSignedInUser()
  const { data: staff } = useStaffUsers(isOwner)
  const update = useUpdateLead(lead.id)
  const assignee = lead.assignedTo
  const assign = (assignedTo: number | null) => update.mutate({ assignedTo })

  return (
    <Field label={t('leads.assignee.label')} id="lead-assignee" className="lead-assignee">
      {(control) => (
        <>
          {isOwner ? (
            <select
              {...control}
              className="field__control"
              value={assignee?.id ?? ''}
              disabled={update.isPending}
              onChange={(event) => assign(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('leads.assignee.nobody')}</option>
              {staff
                ?.filter((user) => !user.disabled || user.id === assignee?.id)
                .map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.name ?? user.username}
                  </option>
                ))}
            </select>
          ) : (
            <p id={control.id}>
              {assignee ? (assignee.name ?? assignee.username) : t('leads.assignee.nobody')}{' '}
              {me && assignee?.id !== me.id && (
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  disabled={update.isPending}
                  onClick={() => assign(me.id)}
                >
                  {t('leads.assignee.takeOn')}
                </button>
              )}
            </p>
          )}
          {update.isError && <p role="alert">{t('leads.detail.saveError')}</p>}
        </>
      )}
    </Field>
  )
}
