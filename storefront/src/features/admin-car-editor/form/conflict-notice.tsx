import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { ChangedField } from './changed-fields'
import { fieldLabelKeys } from './changed-fields'

interface ConflictNoticeProps {
  changes: ChangedField[]
  /** when the car was last saved, already written for people */
  savedAt: string
  onReload: () => void
  onOverwrite: () => void
}

/**
 * Another save reached the car after this form was opened: what differs, field by field, and
 * the two ways on, both on purpose.
 */
export function ConflictNotice({ changes, savedAt, onReload, onOverwrite }: ConflictNoticeProps) {
  const { t } = useAdminTranslation()

  return (
    <section className="admin-drafts admin-conflict" role="alert" aria-labelledby="car-conflict-title">
      <h2 id="car-conflict-title" className="admin-drafts__title">
        {t('form.conflict.title')}
      </h2>
      <p>{t('form.conflict.text', { time: savedAt })}</p>
      {changes.length > 0 && (
        <table className="admin-conflict__table">
          <thead>
            <tr>
              <th scope="col">{t('form.conflict.field')}</th>
              <th scope="col">{t('form.conflict.mine')}</th>
              <th scope="col">{t('form.conflict.current')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{t(fieldLabelKeys[change.field])}</th>
                <td>{change.mine || '—'}</td>
                <td>{change.current || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <span className="admin-drafts__actions">
        <button type="button" className={buttonVariants({ variant: 'primary', size: 'sm' })} onClick={onReload}>
          {t('form.conflict.reload')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={onOverwrite}>
          {t('form.conflict.overwrite')}
        </button>
      </span>
    </section>
  )
}
