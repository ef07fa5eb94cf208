import { Link, useParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { adminPaths } from '@/panel/admin-paths'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { StickerScreen } from '@/features/admin-window-sticker/sticker-screen'
import { AdminBar } from '@/panel/components/admin-bar'
import { StatusScreen } from '@/panel/components/status-screen'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

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
          {carId === null ? (
            <StatusScreen text={t('form.notFound')} busy={false} />
          ) : (
            <StickerScreen carId={carId} />
          )}
        </SessionGate>
      </main>
    </>
  )
}
