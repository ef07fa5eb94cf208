import { ChoiceSelect } from '@/components/ui/choice-select'
import { Link, useSearchParams } from 'react-router-dom'
import { LEAD_STATUSES, LEAD_TYPES, type LeadStatus, type LeadType } from '@autosalone/domain/leads/lead-rules'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useLeads } from './api/get-leads'
import { filterQuery, type LeadFilters } from './lead-filters'
import { dayName, testDriveWhen } from './lead-facts'
import { leadPath, leadPaths } from './lead-paths'
import { useStaffMay } from '@/panel/api/use-staff-may'
import { LoadError } from '@/panel/components/load-error'
import './leads.css'

function filtersOf(params: URLSearchParams): LeadFilters {
  const type = params.get('type')
  const status = params.get('status')
  return {
    ...(LEAD_TYPES.includes(type as LeadType) ? { type: type as LeadType } : {}),
    ...(LEAD_STATUSES.includes(status as LeadStatus) ? { status: status as LeadStatus } : {}),
    ...(params.get('mine') === '1' ? { mine: true } : {}),
    ...(params.get('due') === '1' ? { due: true } : {}),
  }
}

/** The inbox: filters in the address (so a filtered view can be bookmarked), newest first, a CSV of what is shown. */
export function LeadInbox() {
  const { t, language } = useAdminTranslation()
  const [params, setParams] = useSearchParams()
  const filters = filtersOf(params)
  const { data, error, refetch } = useLeads(filters)
  // The export holds visitors' personal data: the owner's only.
  const mayExport = useStaffMay('leads.exportPersonalData')
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    timeStyle: 'short',
  })
  const choose = (name: 'type' | 'status', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      return next
    })

  const toggle = (name: 'mine' | 'due', on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (on) next.set(name, '1')
      else next.delete(name)
      return next
    })

  return (
    <>
      <form className="lead-filters" aria-label={t('leads.filters.label')} onSubmit={(event) => event.preventDefault()}>
        <ChoiceSelect
          id="lead-filter-type"
          label={t('leads.filters.type')}
          anyLabel={t('leads.filters.all')}
          value={filters.type ?? ''}
          options={LEAD_TYPES.map((type) => ({ value: type, label: t(`leads.types.${type}`) }))}
          onChange={(event) => choose('type', event.target.value)}
        />
        <ChoiceSelect
          id="lead-filter-status"
          label={t('leads.filters.status')}
          anyLabel={t('leads.filters.all')}
          value={filters.status ?? ''}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`leads.statuses.${status}`) }))}
          onChange={(event) => choose('status', event.target.value)}
        />
        <label className="lead-filters__mine">
          <input
            type="checkbox"
            checked={filters.mine === true}
            onChange={(event) => toggle('mine', event.target.checked)}
          />{' '}
          {t('leads.filters.mine')}
        </label>
        <label className="lead-filters__mine">
          <input
            type="checkbox"
            checked={filters.due === true}
            onChange={(event) => toggle('due', event.target.checked)}
          />{' '}
          {t('leadDesk.due.filter', { count: data?.dueCount ?? 0 })}
        </label>
        <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} to={leadPaths.calendar}>
          {t('leadDesk.calendar.link')}
        </Link>
        {mayExport && (
          <a
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            href={`/api/admin/leads/export${filterQuery(filters)}`}
            download
          >
            {t('leads.exportCsv')}
          </a>
        )}
      </form>
      {error && <LoadError onRetry={refetch} />}
      {!data && !error && <p role="status">{t('common.loading')}</p>}
      {data && (
        <>
          <p role="status" className="admin-hint">
            {t('leads.count', { count: data.totalDocs })}
          </p>
          {data.docs.length === 0 ? (
            <p className="admin-empty">{t('leads.empty')}</p>
          ) : (
            <ul className="lead-list">
              {data.docs.map((lead) => {
                // How and when to reach the visitor: the phone, and a test drive's appointment.
                const reach = [lead.phone, testDriveWhen(lead, t, language === 'en' ? 'en' : 'it')]
                  .filter(Boolean)
                  .join(' · ')
                const reminder = lead.remindOn
                  ? t('leadDesk.reminder.on', { day: dayName(lead.remindOn, language === 'en' ? 'en' : 'it') })
                  : null
                return (
                  <li key={lead.id} className={`lead-item lead-item--${lead.status}`}>
                    <Link
                      to={leadPath(lead.id)}
                      aria-label={t('leads.open', { name: lead.name })}
                      className="lead-item__link"
                    >
                      <span className="lead-item__name">{lead.name}</span>
                      <span className="lead-item__meta">
                        {t(`leads.types.${lead.type}`)}
                        {lead.car ? ` · ${lead.car.name}` : ''}
                      </span>
                      {reach && <span className="lead-item__meta">{reach}</span>}
                      {reminder && <span className="lead-item__meta lead-item__reminder">{reminder}</span>}
                      <span className="lead-item__meta">{date.format(new Date(lead.createdAt))}</span>
                      <span className={`lead-status lead-status--${lead.status}`}>
                        {t(`leads.statuses.${lead.status}`)}
                      </span>
                    </Link>
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </>
  )
}
