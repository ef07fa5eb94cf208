import { Field } from '@/components/ui/field'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CAR_ENUMS, enumLabelKey } from '@autosalone/domain/enums'
import { CONTACT_PREFERENCES, LEAD_STATUSES, type LeadStatus } from '@autosalone/domain/leads/lead-rules'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LeadActivityLog } from './lead-activity'
import { LeadAssignee } from './lead-assignee'
import { LeadContactActions } from './lead-contact-actions'
import { useLead } from './api/get-lead'
import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'
import { useUpdateLead } from './api/update-lead'
import { leadFacts } from './lead-facts'
import { LeadReminder } from './lead-reminder'
import { LeadSoldCar } from './lead-sold-car'
import { LeaveUnsaved } from './leave-unsaved'
import './leads.css'

function LeadWork({ lead }: { lead: AdminLead }) {
  const { t } = useAdminTranslation()
  const [status, setStatus] = useState<LeadStatus>(lead.status)
  const [notes, setNotes] = useState(lead.notes ?? '')
  const update = useUpdateLead(lead.id)
  const save = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ status, notes })
  }
  const dirty = status !== lead.status || notes !== (lead.notes ?? '')
  return (
    <form className="lead-work" onSubmit={save}>
      <LeaveUnsaved dirty={dirty && !update.isPending} />
      <Field label={t('leads.detail.status')} id="lead-status">
        {(control) => (
          <select
            {...control}
            className="field__control"
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`leads.statuses.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('leads.detail.notes')} id="lead-notes">
        {(control) => (
          <textarea
            {...control}
            className="field__control"
            rows={5}
            maxLength={5000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={update.isPending}>
        {t('leads.detail.save')}
      </button>
      <p role="status" className="admin-hint">
        {update.isSuccess ? t('leads.detail.saved') : update.isError ? t('leads.detail.saveError') : ''}
      </p>
    </form>
  )
}

/** One request: who, what, the car, the dealer's status and notes, and the ways to answer. */
export function LeadDetail({ id }: { id: number }) {
  const { t, language } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const { data: lead, error } = useLead(id)
  if (error) return <p role="alert">{t('common.loadError')}</p>
  if (!lead) return <p role="status">{t('common.loading')}</p>
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'long', timeStyle: 'short' })
  const fuelLabel = (fuel: string) => {
    const known = CAR_ENUMS.fuel.find((choice) => choice === fuel)
    return known ? tCars(enumLabelKey('fuel', known)) : fuel
  }
  const preferred = CONTACT_PREFERENCES.find((choice) => choice === lead.preferredContact)

  return (
    <article className="lead-detail admin-section" aria-labelledby="lead-name">
      <h2 id="lead-name" className="admin-section__title">
        {lead.name} · {t(`leads.types.${lead.type}`)}
      </h2>
      <LeadContactActions lead={lead} />
      <LeadAssignee lead={lead} />
      <LeadReminder key={`reminder-${lead.id}`} lead={lead} />
      <dl className="lead-facts">
        <dt>{t('leads.detail.received')}</dt>
        <dd>{date.format(new Date(lead.createdAt))}</dd>
        <dt>{t('leads.detail.car')}</dt>
        <dd>
          {lead.car ? (
            <>
              <Link to={paths.car(lead.car.slug)}>{lead.car.name}</Link> (
              <Link to={adminPaths.editCar(lead.car.id)}>#{lead.car.id}</Link>)
            </>
          ) : (
            t('leads.detail.noCar')
          )}
        </dd>
        <dt>{t('leads.detail.contact')}</dt>
        <dd>{[lead.phone, lead.email].filter(Boolean).join(' · ')}</dd>
        <dt>{t('leads.detail.preferred')}</dt>
        <dd>{preferred ? t(`leads.contactPreferences.${preferred}`) : '—'}</dd>
        {lead.message && (
          <>
            <dt>{t('leads.detail.message')}</dt>
            <dd className="lead-facts__message">{lead.message}</dd>
          </>
        )}
        {leadFacts(lead, t, language === 'en' ? 'en' : 'it', fuelLabel).map(([label, value]) => (
          <div key={label} className="lead-facts__pair">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{t('leads.detail.privacy')}</dt>
        <dd>
          {date.format(new Date(lead.consents.privacyAt))} ({lead.consents.privacyVersion})
        </dd>
        <dt>{t('leads.detail.marketing')}</dt>
        <dd>{lead.consents.marketing ? t('leads.detail.yes') : t('leads.detail.no')}</dd>
        <dt>{t('leads.detail.page')}</dt>
        <dd>{lead.page}</dd>
      </dl>
      {lead.photos && lead.photos.length > 0 && (
        <section className="lead-photos-panel" aria-labelledby="lead-photos-title">
          <h3 id="lead-photos-title" className="lead-photos-panel__title">
            {t('leads.detail.photos', { count: lead.photos.length })}
          </h3>
          <ul className="lead-photos-panel__grid">
            {lead.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.thumbnail}
                    alt={t('leads.detail.photoAlt', { position: index + 1, name: photo.name })}
                    width={400}
                    height={300}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <LeadWork key={lead.id} lead={lead} />
      <LeadActivityLog leadId={lead.id} />
      <LeadSoldCar key={`sold-${lead.id}`} lead={lead} />
    </article>
  )
}
