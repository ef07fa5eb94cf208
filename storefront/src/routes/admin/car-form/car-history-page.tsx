import { useParams } from 'react-router-dom'
import { adminPaths } from '@/panel/admin-paths'
import { CarHistoryScreen } from '@/features/admin-car-history/car-history-screen'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PanelPage } from '../panel-page'

/** `/admin/edit/{id}/cronologia`: who changed the car, what and when; a past version restored. */
export default function CarHistoryPage() {
  const { t } = useAdminTranslation()
  const { id = '' } = useParams()
  const carId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null
  return (
    <PanelPage
      title={t('history.title')}
      back={carId === null ? null : { to: adminPaths.editCar(carId), label: t('history.backToCar') }}
    >
      {carId === null ? <StatusScreen text={t('form.notFound')} busy={false} /> : <CarHistoryScreen carId={carId} />}
    </PanelPage>
  )
}
