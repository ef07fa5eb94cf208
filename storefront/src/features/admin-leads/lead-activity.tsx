import { Field } from '@/components/ui/field'
import { useState, type FormEvent } from 'react'
import { LEAD_DESK_LIMITS, WRITTEN_ACTIVITY_KINDS, type LeadActivity } from '@autosalone/domain/leads/lead-desk'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useAddLeadActivity } from './api/add-lead-activity'
import { useLeadActivities } from './api/get-lead-activities'

type WrittenKind = (typeof WRITTEN_ACTIVITY_KINDS)[number]

function ActivityEntry({ entry, format }: { entry: LeadActivity; format: Intl.DateTimeFormat }) {
  const { t } = useAdminTranslation()
  const status = (value: LeadActivity['toStatus']) => (value ? t(`leads.statuses.${value}`) : '—')
  return (
    <li className="lead-activity__entry">
      <p className="lead-activity__head">
        <strong>{t(`leadDesk.activity.kinds.${entry.kind}`)}</strong>{' '}
        <time dateTime={entry.createdAt}>
          {t('leadDesk.activity.byWhen', { who: entry.authorName, when: format.format(new Date(entry.createdAt)) })}
        </time>
      </p>
      {entry.kind === 'stato' ? (
        <p>{t('leadDesk.activity.statusChange', { from: status(entry.fromStatus), to: status(entry.toStatus) })}</p>
      ) : (
        <p className="lead-activity__note">{entry.note}</p>
      )}
    </li>
  )
}

/** A request's dated activity, newest first, and the form that adds a call (with its outcome) or a note. */
export function LeadActivityLog({ leadId }: { leadId: number }) {
  const { t, language } = useAdminTranslation()
  const { data: entries, error } = useLeadActivities(leadId)
  const add = useAddLeadActivity(leadId)
  const [kind, setKind] = useState<WrittenKind>('chiamata')
  const [note, setNote] = useState('')
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!note.trim()) return
    add.mutate({ kind, note: note.trim() }, { onSuccess: () => setNote('') })
  }
  return (
    <section className="lead-activity" aria-labelledby="lead-activity-title">
      <h3 id="lead-activity-title" className="lead-activity__title">
        {t('leadDesk.activity.title')}
      </h3>
      <form className="lead-activity__form" onSubmit={submit}>
        <fieldset className="lead-activity__kinds">
          <legend className="field__label">{t('leadDesk.activity.kind')}</legend>
          {WRITTEN_ACTIVITY_KINDS.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="lead-activity-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
              />{' '}
              {t(`leadDesk.activity.kinds.${value}`)}
            </label>
          ))}
        </fieldset>
        <Field label={t('leadDesk.activity.note')} id="lead-activity-note">
          {(control) => (
            <textarea
              {...control}
              className="field__control"
              rows={3}
              required
              maxLength={LEAD_DESK_LIMITS.noteChars}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={buttonVariants({ variant: 'primary', size: 'sm' })} disabled={add.isPending}>
          {t('leadDesk.activity.add')}
        </button>
        <p role="status" className="admin-hint">
          {add.isError ? t('leadDesk.activity.addError') : add.isSuccess ? t('leadDesk.activity.added') : ''}
        </p>
      </form>
      {error && <p role="alert">{t('common.loadError')}</p>}
      {entries && entries.length === 0 && <p className="admin-hint">{t('leadDesk.activity.empty')}</p>}
      {entries && entries.length > 0 && (
        <ol className="lead-activity__list" aria-label={t('leadDesk.activity.title')}>
          {entries.map((entry) => (
            <ActivityEntry key={entry.id} entry={entry} format={format} />
          ))}
        </ol>
      )}
    </section>
  )
}
