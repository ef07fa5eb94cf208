import { useState } from 'react'
import type { LogEntry } from '@autosalone/domain/imports/import-api'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

type Entry = Pick<LogEntry, 'row' | 'action' | 'messages'> & { changes?: string[]; photos?: number }

/** Rows and what each does (or did), with the reasons of the refused ones; can show only those. */
export function VerdictList({ entries, label }: { entries: Entry[]; label: string }) {
  const { t } = useAdminTranslation()
  const [onlyErrors, setOnlyErrors] = useState(false)
  const shown = onlyErrors ? entries.filter((entry) => entry.action === 'error') : entries
  return (
    <>
      <label className="admin-check">
        <input type="checkbox" checked={onlyErrors} onChange={(event) => setOnlyErrors(event.target.checked)} />
        <span>{t('imports.onlyErrors')}</span>
      </label>
      <div className="import-verdicts" role="region" aria-label={label} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('imports.columns.row')}</th>
              <th scope="col">{t('imports.columns.action')}</th>
              <th scope="col">{t('imports.columns.details')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((entry, index) => (
              <tr key={`${entry.row ?? 'car'}-${index}`} data-action={entry.action}>
                <td>{entry.row ?? '—'}</td>
                <td>{t(`imports.actions.${entry.action}`)}</td>
                <td>
                  {entry.messages.length > 0 ? (
                    <ul>
                      {entry.messages.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ) : null}
                  {entry.changes && entry.changes.length > 0 ? (
                    <span>{t('imports.changes', { fields: entry.changes.join(', ') })}</span>
                  ) : null}
                  {entry.photos ? <span> {t('imports.photoCount', { count: entry.photos })}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
