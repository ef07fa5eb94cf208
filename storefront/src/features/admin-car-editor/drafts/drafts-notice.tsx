import { useState } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { browserDraftStore, type CarDraft } from './draft-store'
import { formatDateTime } from '@/panel/format-date-time'
import './drafts.css'

/** State that tells the form page to bring the draft back at once. */
const restoreDraftState = { restoreDraft: true } as const

/** The drafts left on this device (after an expired session, say), each one tap from the form. */
export function DraftsNotice() {
  const { t, language } = useAdminTranslation()
  const [drafts, setDrafts] = useState<CarDraft[]>(() => browserDraftStore.list())

  if (drafts.length === 0) return null

  const discard = (draft: CarDraft) => {
    browserDraftStore.remove(draft.carId)
    setDrafts(browserDraftStore.list())
  }

  return (
    <section className="admin-drafts" aria-labelledby="admin-drafts-title">
      <h2 id="admin-drafts-title" className="admin-drafts__title">
        {t('drafts.title')}
      </h2>
      <p className="admin-drafts__intro">{t('drafts.intro')}</p>
      <ul className="admin-drafts__list">
        {drafts.map((draft) => (
          <li key={draft.carId ?? 'new'} className="admin-drafts__item">
            <span className="admin-drafts__name">
              <strong>{draft.carId === null ? t('drafts.newCar') : draft.label}</strong>
              <span>{t('drafts.savedAt', { time: formatDateTime(draft.savedAt, language) })}</span>
            </span>
            <span className="admin-drafts__actions">
              <Link
                className={buttonVariants({ variant: 'primary', size: 'sm' })}
                to={draft.carId === null ? adminPaths.newCar : adminPaths.editCar(draft.carId)}
                state={restoreDraftState}
              >
                {t('drafts.resume')}
              </Link>
              <button
                type="button"
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                onClick={() => discard(draft)}
              >
                {t('drafts.discard')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
