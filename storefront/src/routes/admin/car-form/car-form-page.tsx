import { useLocation, useParams } from 'react-router-dom'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { CarFormScreen } from '@/features/admin-car-editor/form/car-form-screen'
import { CarChannelStatus } from '@/features/admin-channels/car-channel-status'
import { CarHistoryLink } from '@/features/admin-car-history/car-history-link'
import { CarPriceHistory } from '@/features/admin-car-prices/price-history-section'
import { CarBuyer } from '@/features/admin-leads/car-buyer'
import { CarStickerLink } from '@/features/admin-window-sticker/sticker-link'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

function parseCarId(text: string): number | null {
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null
}

/** `/admin/new` and `/admin/edit/{id}`: a fresh form per car, so nothing typed leaks between them. */
export default function CarFormPage() {
  const { t } = useAdminTranslation()
  const { id } = useParams()
  const location = useLocation()
  const carId = id === undefined ? null : parseCarId(id)
  const state = location.state as { restoreDraft?: boolean; copyOfId?: number } | null
  const restoreDraft = state?.restoreDraft === true
  // 'Duplica' on the list opens a new car filled in from another.
  const copyOfId = id === undefined && typeof state?.copyOfId === 'number' ? state.copyOfId : null
  useDocumentTitle(id === undefined ? t('meta.newCar') : t('meta.editCar'))

  return (
    <SessionGate>
      <CarFormScreen
        key={id ?? `new-${copyOfId ?? ''}`}
        carId={carId}
        invalidId={id !== undefined && carId === null}
        restoreDraft={restoreDraft}
        copyOfId={copyOfId}
        after={
          <>
            <CarHistoryLink carId={carId} />
            <CarPriceHistory carId={carId} />
            <CarStickerLink carId={carId} />
            <CarChannelStatus carId={carId} />
            <CarBuyer carId={carId} />
          </>
        }
      />
    </SessionGate>
  )
}
