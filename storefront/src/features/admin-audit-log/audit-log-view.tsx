import { useSearchParams } from 'react-router-dom'
import { auditAction, type AuditEntry } from '@autosalone/domain/audit/audit-log'
import { buttonVariants } from '@/components/ui/button'
import { useStaffUsers } from '@/panel/api/staff-users'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { LoadError } from '@/panel/components/load-error'
import { useAuditLog } from './api/get-audit-log'
import { auditLogFilters, auditLogSearch, type AuditLogFilters } from './audit-log-filters'
import { ChoiceSelect } from '@/components/ui/choice-select'
import './audit-log.css'

/** Who did it: the account's name, the username kept after the account went, nobody for a failed sign-in. */
function who(entry: AuditEntry): string {
  if (entry.user) return entry.user.name ?? entry.user.username
  return entry.action === 'auth.signInFailed' ? '—' : (entry.username ?? '—')
}

/** The names of the changed fields, when the entry keeps them. */
function changedFields(entry: AuditEntry): string | null {
  const fields = entry.details?.fields
  return Array.isArray(fields) && fields.length > 0 ? fields.map(String).join(', ') : null
}

type Columns = Record<'at' | 'who' | 'action' | 'target' | 'address', string>

/** One entry: a table row, a card on a phone (each cell carries its column's name). */
function AuditRow({ entry, columns, date }: { entry: AuditEntry; columns: Columns; date: Intl.DateTimeFormat }) {
  const { t } = useAdminTranslation()
  const fields = changedFields(entry)
  return (
    <tr data-action={entry.action}>
      <td data-label={columns.at}>
        <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time>
      </td>
      <td data-label={columns.who}>{who(entry)}</td>
      <td data-label={columns.action}>{t(`auditLog.actions.${entry.action}`)}</td>
      <td data-label={columns.target}>
        {entry.target ?? ''}
        {fields && <span className="admin-hint audit-table__fields">{t('auditLog.fields', { fields })}</span>}
      </td>
      <td data-label={columns.address}>{entry.address ?? ''}</td>
    </tr>
  )
}

/** The owner's audit log: filters in the address, a table (cards on a phone), newest first, a page at a time. */
export function AuditLogView() {
  const { t, language } = useAdminTranslation()
  const [params, setParams] = useSearchParams()
  const filters = auditLogFilters(params)
  const { data, error, refetch } = useAuditLog(filters)
  const { data: users } = useStaffUsers()
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
    dateStyle: 'short',
    timeStyle: 'medium',
  })
  const show = (next: AuditLogFilters) => setParams(new URLSearchParams(auditLogSearch(next)))
  const columns: Columns = {
    at: t('auditLog.columns.at'),
    who: t('auditLog.columns.who'),
    action: t('auditLog.columns.action'),
    target: t('auditLog.columns.target'),
    address: t('auditLog.columns.address'),
  }

  return (
    <>
      <form
        className="audit-filters"
        aria-label={t('auditLog.filters.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <ChoiceSelect
          id="audit-filter-action"
          label={t('auditLog.filters.action')}
          anyLabel={t('auditLog.filters.all')}
          value={filters.action ?? ''}
          options={auditAction.options.map((action) => ({ value: action, label: t(`auditLog.actions.${action}`) }))}
          onChange={(event) => show({ ...filters, page: 1, action: auditAction.safeParse(event.target.value).data })}
        />
        <ChoiceSelect
          id="audit-filter-user"
          label={t('auditLog.filters.user')}
          anyLabel={t('auditLog.filters.everyone')}
          value={filters.user ? String(filters.user) : ''}
          options={(users ?? []).map((user) => ({
            value: String(user.id),
            label: user.name ? `${user.name} (${user.username})` : user.username,
          }))}
          onChange={(event) => show({ ...filters, page: 1, user: Number(event.target.value) || undefined })}
        />
      </form>
      {error && <LoadError onRetry={refetch} />}
      {!data && !error && <p role="status">{t('common.loading')}</p>}
      {data && (
        <>
          <p role="status" className="admin-hint">
            {t('auditLog.count', { count: data.totalDocs })}
          </p>
          {data.docs.length === 0 ? (
            <p className="admin-empty">{t('auditLog.empty')}</p>
          ) : (
            <table className="audit-table">
              <thead>
                <tr>
                  {Object.values(columns).map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.docs.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} columns={columns} date={date} />
                ))}
              </tbody>
            </table>
          )}
          {data.totalPages > 1 && (
            <nav className="audit-pages" aria-label={t('auditLog.pages.label')}>
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                disabled={filters.page <= 1}
                onClick={() => show({ ...filters, page: filters.page - 1 })}
              >
                {t('auditLog.pages.previous')}
              </button>
              <span>{t('auditLog.pages.current', { page: data.page, pages: data.totalPages })}</span>
              <button
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                disabled={filters.page >= data.totalPages}
                onClick={() => show({ ...filters, page: filters.page + 1 })}
              >
                {t('auditLog.pages.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  )
}
