import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CAR_ENUMS, enumLabelKey, type CarEnumField } from '@autosalone/domain/enums'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { ChangedField } from './changed-fields'
import { fieldLabelKeys } from './changed-fields'

const isChoice = (field: string): field is CarEnumField => field in CAR_ENUMS

interface ConflictNoticeProps {
  changes: ChangedField[]
  /** the other save's changes to fields this form left alone */
  theirs: ChangedField[]
  /** when the car was last saved, already written for people */
  savedAt: string
  /** the thumbnail of each photo either side may name */
  thumbnails: Map<number, string>
  onReload: () => void
  onOverwrite: () => void
  onMerge: () => void
}

/**
 * Another save reached the car after this form was opened: what differs, field by field, and
 * the two ways on, both on purpose.
 */
export function ConflictNotice({
  changes,
  theirs,
  savedAt,
  thumbnails,
  onReload,
  onOverwrite,
  onMerge,
}: ConflictNoticeProps) {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')

  /** A value in the panel's words: a choice by its label, photos as thumbnails. */
  const value = (field: ChangedField['field'], text: string) => {
    if (!text) return '—'
    if (isChoice(field)) return tCars(enumLabelKey(field, text as never))
    if (field !== 'selectedMediaIds') return text
    const ids = text.split(', ').map(Number)
    return (
      <span className="admin-conflict__photos">
        {ids.map((id, index) =>
          thumbnails.get(id) ? (
            <img key={id} src={thumbnails.get(id)} alt={t('form.conflict.photo', { number: index + 1 })} />
          ) : (
            <span key={id}>{t('form.conflict.photo', { number: index + 1 })}</span>
          ),
        )}
      </span>
    )
  }

  return (
    <section className="admin-drafts admin-conflict" role="alert" aria-labelledby="car-conflict-title">
      <h2 id="car-conflict-title" className="admin-drafts__title">
        {t('form.conflict.title')}
      </h2>
      <p>{t('form.conflict.text', { time: savedAt })}</p>
      <ChangesTable
        caption={t('form.conflict.mineCaption')}
        changes={changes}
        columns={[t('form.conflict.mine'), t('form.conflict.current')]}
        value={value}
      />
      <ChangesTable
        caption={t('form.conflict.theirsCaption')}
        changes={theirs}
        columns={[t('form.conflict.opened'), t('form.conflict.current')]}
        value={value}
      />
      <span className="admin-drafts__actions">
        <button type="button" className={buttonVariants({ variant: 'primary', size: 'sm' })} onClick={onReload}>
          {t('form.conflict.reload')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={onMerge}>
          {t('form.conflict.merge')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={onOverwrite}>
          {t('form.conflict.overwrite')}
        </button>
      </span>
    </section>
  )
}

interface ChangesTableProps {
  caption: string
  changes: ChangedField[]
  /** the headings of the two value columns */
  columns: [string, string]
  value: (field: ChangedField['field'], text: string) => ReactNode
}

/** One side's changes, a row per field: the field, then the two values. */
function ChangesTable({ caption, changes, columns, value }: ChangesTableProps) {
  const { t } = useAdminTranslation()
  if (changes.length === 0) return null
  return (
    <table className="admin-conflict__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('form.conflict.field')}</th>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{t(fieldLabelKeys[change.field])}</th>
            <td>{value(change.field, change.mine)}</td>
            <td>{value(change.field, change.current)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
