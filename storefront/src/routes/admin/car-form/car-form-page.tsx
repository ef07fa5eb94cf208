import { useLocation, useParams } from 'react-router-dom'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { CarFormScreen } from '@/features/admin-car-editor/form/car-form-screen'
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
  const restoreDraft = (location.state as { restoreDraft?: boolean } | null)?.restoreDraft === true
  useDocumentTitle(id === undefined ? t('meta.newCar') : t('meta.editCar'))

  return (
    <SessionGate>
      <CarFormScreen
        key={id ?? 'new'}
        carId={carId}
        invalidId={id !== undefined && carId === null}
        restoreDraft={restoreDraft}
      />
    </SessionGate>
  )
}
