import { useParams } from 'react-router-dom'
import { useAdminCar } from '@/features/admin-car-editor/api/get-admin-car'
import { StickerScreen } from '@/features/admin-window-sticker/sticker-screen'
import { cvToKw } from '@/features/cars/lib/power'
import { formatAddressLines } from '@/features/site/lib/address'
import { ApiError } from '@/lib/api-client'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { adminPaths } from '@/panel/admin-paths'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PanelPage } from '../panel-page'

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
  return (
    <PanelPage
      title={t('sticker.title')}
      back={carId === null ? null : { to: adminPaths.editCar(carId), label: t('sticker.backToCar') }}
      mainClassName="admin-main--sticker"
    >
      {carId === null ? <StatusScreen text={t('form.notFound')} busy={false} /> : <CarSticker carId={carId} />}
    </PanelPage>
  )
}
