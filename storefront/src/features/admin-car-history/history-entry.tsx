import { useTranslation } from 'react-i18next'
import type { HistoryEntry } from '@autosalone/domain/car-history'
import type { EnumLabelKey } from '@autosalone/domain/enums'
import { buttonVariants } from '@/components/ui/button'
import type { Language } from '@/lib/language'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { formatDateTime } from '@/panel/format-date-time'
import { formatHistoryValue } from './history-values'

interface HistoryEntryProps {
  entry: HistoryEntry
  busy: boolean
  onRestore: (entry: HistoryEntry) => void
}

/** One save: when and by whom, what it did ('Prezzo: 32.900 → 30.900'), and 'Ripristina'. */
export function HistoryEntryItem({ entry, busy, onRestore }: HistoryEntryProps) {
  const { t, language } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const lang: Language = language === 'en' ? 'en' : 'it'
  const when = (iso: string) => formatDateTime(iso, lang)
  const words = {
    language: lang,
    yes: t('history.yes'),
    no: t('history.no'),
    choice: (key: EnumLabelKey) => tCars(key),
  }
  const value = (change: HistoryEntry['changes'][number], side: 'from' | 'to') =>
    formatHistoryValue(change.field, change[side], words)
  const { added, removed, reordered } = entry.photos

  return (
    <li className="history-entry" data-current={entry.current}>
      <p className="history-entry__head">
        <time dateTime={entry.at}>{when(entry.at)}</time>
        {' · '}
        <span>{entry.by ? entry.by.name : t('history.bySite')}</span>
        {entry.current && <span className="history-entry__badge">{t('history.current')}</span>}
      </p>
      {entry.kind !== 'changed' && (
        <p className="history-entry__kind">
          {t(`history.kinds.${entry.kind}`, { date: entry.restoredFrom ? when(entry.restoredFrom) : '' })}
        </p>
      )}
      {(entry.changes.length > 0 || added + removed > 0 || reordered) && (
        <ul className="history-entry__changes">
          {entry.changes.map((change) => (
            <li key={change.field}>
              <strong>{t(`history.fields.${change.field}`)}</strong>: {value(change, 'from')} → {value(change, 'to')}
            </li>
          ))}
          {added > 0 && <li>{t('history.photosAdded', { count: added })}</li>}
          {removed > 0 && <li>{t('history.photosRemoved', { count: removed })}</li>}
          {reordered && <li>{t('history.photosReordered')}</li>}
        </ul>
      )}
      {!entry.current && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          disabled={busy}
          aria-label={t('history.restoreOf', { date: when(entry.at) })}
          onClick={() => onRestore(entry)}
        >
          {t('history.restore')}
        </button>
      )}
    </li>
  )
}
