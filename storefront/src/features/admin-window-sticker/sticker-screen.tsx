import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { CarRecord } from '@autosalone/domain/car-record'
import { buttonVariants } from '@/components/ui/button'
import { useSiteOrigin } from '@/lib/site-origin'
import type { SiteSettings } from '@/lib/site-settings/types'
import { adminPaths } from '@/panel/admin-paths'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { carPublicUrl, missingLawFields } from './sticker-facts'
import { qrSvg, svgDataUrl } from './sticker-qr'
import { WindowSticker, type StickerSize } from './window-sticker'
import { windowStickerKeys } from '@/lib/query-keys'
import './window-sticker.css'

const SIZES: StickerSize[] = ['a4', 'a5']

/** The QR code of an address, drawn once per address. */
function useQrCode(url: string) {
  return useQuery({
    queryKey: windowStickerKeys.qr(url),
    queryFn: async () => svgDataUrl(await qrSvg(url)),
    staleTime: Infinity,
  })
}

interface StickerScreenProps {
  car: CarRecord
  settings: SiteSettings | undefined
  powerKw: number
  dealerAddress: string[]
}

/** The sticker of one car with its format choice and 'Stampa'; only the sticker goes to the printer. */
export function StickerScreen({ car, settings, powerKw, dealerAddress }: StickerScreenProps) {
  const { t } = useAdminTranslation()
  const url = carPublicUrl(useSiteOrigin(), car.slug)
  const qr = useQrCode(url)
  const [size, setSize] = useState<StickerSize>('a4')
  const missingFields = missingLawFields(car).map((field) => t(`sticker.fields.${field}`))

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
        <p className="admin-hint sticker-controls__hint">{t('sticker.printHint', { format: t(`sticker.${size}`) })}</p>
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
        <WindowSticker
          car={car}
          settings={settings}
          url={url}
          qr={qr.data ?? null}
          size={size}
          powerKw={powerKw}
          dealerAddress={dealerAddress}
        />
      </div>
    </div>
  )
}
