import { Link, useParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { CarHistoryScreen } from '@/features/admin-car-history/car-history-screen'
import { AdminBar } from '@/panel/components/admin-bar'
import { StatusScreen } from '@/panel/components/status-screen'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** `/admin/edit/{id}/cronologia`: who changed the car, what and when; a past version restored. */
export default function CarHistoryPage() {
  const { t } = useAdminTranslation()
  const { id = '' } = useParams()
  const carId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null
  useDocumentTitle(t('history.title'))
  return (
    <>
      <AdminBar
        title={t('history.title')}
        leading={
          carId !== null && (
            <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.editCar(carId)}>
              <ChevronLeftIcon size={18} />
              {t('history.backToCar')}
            </Link>
          )
        }
      />
      <main className="admin-main">
        <SessionGate>
          {carId === null ? (
            <StatusScreen text={t('form.notFound')} busy={false} />
          ) : (
            <CarHistoryScreen carId={carId} />
          )}
        </SessionGate>
      </main>
    </>
  )
}
