import { Field } from '@/components/ui/field'
import { useState, type FormEvent } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'
import { useUpdateLead } from './api/update-lead'
import { dayName } from './lead-facts'

/** 'Da richiamare il …': the day to call the customer back, saved on its own. */
export function LeadReminder({ lead }: { lead: AdminLead }) {
  const { t, language } = useAdminTranslation()
  const [day, setDay] = useState(lead.remindOn ?? '')
  const update = useUpdateLead(lead.id)
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (day) update.mutate({ remindOn: day })
  }
  const clear = () => update.mutate({ remindOn: null }, { onSuccess: () => setDay('') })
  return (
    <form className="lead-reminder" onSubmit={save}>
      <Field label={t('leadDesk.reminder.label')} id="lead-remind-on">
        {(control) => (
          <input
            {...control}
            type="date"
            className="field__control"
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        )}
      </Field>
      <div className="lead-reminder__actions">
        <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })} disabled={!day}>
          {t('leadDesk.reminder.set')}
        </button>
        {lead.remindOn && (
          <button type="button" className={buttonVariants({ variant: 'light', size: 'sm' })} onClick={clear}>
            {t('leadDesk.reminder.clear')}
          </button>
        )}
      </div>
      <p role="status" className="admin-hint">
        {update.isError
          ? t('leadDesk.reminder.saveError')
          : lead.remindOn
            ? t('leadDesk.reminder.on', { day: dayName(lead.remindOn, language === 'en' ? 'en' : 'it') })
            : update.isSuccess
              ? t('leadDesk.reminder.cleared')
              : ''}
      </p>
    </form>
  )
}
