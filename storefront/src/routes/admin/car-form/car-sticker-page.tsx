import { Link, useParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { useAdminCar } from '@/features/admin-car-editor/api/get-admin-car'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { StickerScreen } from '@/features/admin-window-sticker/sticker-screen'
import { cvToKw } from '@/features/cars/lib/power'
import { formatAddressLines } from '@/features/site/lib/address'
import { ApiError } from '@/lib/api-client'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { adminPaths } from '@/panel/admin-paths'
import { AdminBar } from '@/panel/components/admin-bar'
import { StatusScreen } from '@/panel/components/status-screen'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** The car as the form reads it, and the dealer's details, with the public site's own wording of power and address. */
function CarSticker({ carId }: { carId: number }) {
  const { t } = useAdminTranslation()
  const { data: car, error } = useAdminCar(carId)
  const { data: settings } = useSiteSettings()
  if (error) {
    const missing = error instanceof ApiError && error.status === 404
    return <StatusScreen text={t(missing ? 'form.notFound' : 'common.loadError')} busy={false} />
  }
  if (!car) return <StatusScreen text={t('common.loading')} />
  return (
    <StickerScreen
      car={car}
      settings={settings}
      powerKw={cvToKw(car.power)}
      dealerAddress={settings ? formatAddressLines(settings.address) : []}
    />
  )
}

/** `/admin/edit/{id}/cartello`: the car's window sticker, A4 or A5, ready for the printer. */
export default function CarStickerPage() {
  const { t } = useAdminTranslation()
  const { id = '' } = useParams()
  const carId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null
  useDocumentTitle(t('sticker.title'))
  return (
    <>
      <AdminBar
        title={t('sticker.title')}
        leading={
          carId !== null && (
            <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={adminPaths.editCar(carId)}>
              <ChevronLeftIcon size={18} />
              {t('sticker.backToCar')}
            </Link>
          )
        }
      />
      <main className="admin-main admin-main--sticker">
        <SessionGate>
          {carId === null ? <StatusScreen text={t('form.notFound')} busy={false} /> : <CarSticker carId={carId} />}
        </SessionGate>
      </main>
    </>
  )
}
