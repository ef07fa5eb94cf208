import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarDraft } from './draft-store'
import { formatDateTime } from '@/panel/format-date-time'
import './drafts.css'

interface DraftOfferProps {
  draft: CarDraft
  /** when the car was saved after the draft was made: the offer warns */
  carSavedAt?: string
  onRestore: () => void
  onDiscard: () => void
}

/** On the form: "there is an unsaved draft of this car", bring it back or throw it away. */
export function DraftOffer({ draft, carSavedAt, onRestore, onDiscard }: DraftOfferProps) {
  const { t, language } = useAdminTranslation()

  return (
    <div className="admin-drafts admin-drafts--offer" role="status">
      <p>{t('drafts.offer', { time: formatDateTime(draft.savedAt, language) })}</p>
      {carSavedAt && <p>{t('drafts.olderThanCar', { time: formatDateTime(carSavedAt, language) })}</p>}
      <span className="admin-drafts__actions">
        <button type="button" className={buttonVariants({ variant: 'primary', size: 'sm' })} onClick={onRestore}>
          {t('drafts.restore')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={onDiscard}>
          {t('drafts.discard')}
        </button>
      </span>
    </div>
  )
}
