import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { useAdminCar } from '@/features/admin-car-editor/api/get-admin-car'
import { ApiError } from '@/lib/api-client'
import { useSiteOrigin } from '@/lib/site-origin'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { adminPaths } from '@/panel/admin-paths'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { carPublicUrl, missingLawFields } from './sticker-facts'
import { qrSvg, svgDataUrl } from './sticker-qr'
import { WindowSticker, type StickerSize } from './window-sticker'
import './window-sticker.css'

const SIZES: StickerSize[] = ['a4', 'a5']

/** The QR code of an address, drawn once per address. */
function useQrCode(url: string | null) {
  return useQuery({
    queryKey: ['window-sticker', 'qr', url],
    queryFn: async () => svgDataUrl(await qrSvg(url ?? '')),
    enabled: url !== null,
    staleTime: Infinity,
  })
}

/** The sticker of one car with its format choice and 'Stampa'; only the sticker goes to the printer. */
export function StickerScreen({ carId }: { carId: number }) {
  const { t } = useAdminTranslation()
  const { data: car, error } = useAdminCar(carId)
  const { data: settings } = useSiteSettings()
  const origin = useSiteOrigin()
  const [size, setSize] = useState<StickerSize>('a4')
  const url = car ? carPublicUrl(origin, car.slug) : null
  const qr = useQrCode(url)

  if (error) {
    const missing = error instanceof ApiError && error.status === 404
    return <StatusScreen text={t(missing ? 'form.notFound' : 'common.loadError')} busy={false} />
  }
  if (!car || url === null) return <StatusScreen text={t('common.loading')} />

  const missingFields = missingLawFields(car).map((field) => t(`sticker.fields.${field}`))
  const formatName = t(`sticker.${size}`)

  return (
    <div className="sticker-screen">
      <div className="sticker-controls">
        <fieldset className="sticker-controls__formats">
          <legend className="field__label">{t('sticker.format')}</legend>
          {SIZES.map((choice) => (
            <label key={choice} className="sticker-controls__format">
              <input
                type="radio"
                name="sticker-format"
                value={choice}
                checked={size === choice}
                onChange={() => setSize(choice)}
              />
              <span>{t(`sticker.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className={buttonVariants({ variant: 'primary' })}
          disabled={!qr.data}
          onClick={() => window.print()}
        >
          {t('sticker.print')}
        </button>
        <p className="admin-hint sticker-controls__hint">{t('sticker.printHint', { format: formatName })}</p>
        {missingFields.length > 0 && (
          <p className="sticker-controls__warning" role="note">
            {t('sticker.missingWarning', { fields: missingFields.join(', ') })}{' '}
            <Link to={adminPaths.editCar(car.id)}>{t('sticker.completeCar')}</Link>
          </p>
        )}
        {qr.isError && (
          <p className="sticker-controls__warning" role="alert">
            {t('sticker.qrFailed')}
          </p>
        )}
      </div>
      <div className="sticker-preview">
        <WindowSticker car={car} settings={settings} url={url} qr={qr.data ?? null} size={size} />
      </div>
    </div>
  )
}
