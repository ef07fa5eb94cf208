import { useTranslation } from 'react-i18next'
import type { CarRecord } from '@autosalone/domain/car-record'
import type { SiteSettings } from '@/lib/site-settings/types'
import { useFormat } from '@/lib/use-format'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { keyRows, lawRows, type StickerRow } from './sticker-facts'

export type StickerSize = 'a4' | 'a5'

interface WindowStickerProps {
  car: CarRecord
  settings: SiteSettings | undefined
  /** the car's public page, printed under the code */
  url: string
  /** the QR code as an image address, null while it is drawn */
  qr: string | null
  size: StickerSize
  /** the power in kW, as the public page gives it */
  powerKw: number
  /** the dealer's address, as the site writes it */
  dealerAddress: string[]
}

function Rows({ rows }: { rows: StickerRow[] }) {
  return (
    <dl className="sticker__rows">
      {rows.map((row) => (
        <div key={row.label} className="sticker__row">
          <dt>{row.label}</dt>
          <dd className={row.missing ? 'sticker__missing' : undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The page put behind the windscreen, in the size chosen: what the printer gets, and its preview. */
export function WindowSticker({ car, settings, url, qr, size, powerKw, dealerAddress }: WindowStickerProps) {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const format = useFormat()
  const words = { t, tCars, format }
  const photo = car.photos[0]

  return (
    <article className={`sticker sticker--${size}`} aria-label={t('sticker.previewLabel')}>
      {settings && <p className="sticker__dealer">{settings.dealershipName}</p>}
      {photo && <img className="sticker__photo" src={photo.large} alt={car.name} />}
      <h2 className="sticker__name">{car.name}</h2>
      <p className="sticker__price">
        {car.priceOnRequest ? tCars('priceOnRequest') : format.price(car.price)}
        {car.vatRegime !== null && <span className="sticker__vat">{tCars(`vatRegime.${car.vatRegime}`)}</span>}
      </p>
      <div className="sticker__data">
        <section className="sticker__block">
          <h3 className="sticker__heading">{t('sticker.keyData')}</h3>
          <Rows rows={keyRows({ ...car, powerKw }, words)} />
        </section>
        <section className="sticker__block">
          <h3 className="sticker__heading">{t('sticker.lawData')}</h3>
          <Rows rows={lawRows(car, words)} />
          <p className="sticker__note">{t('sticker.lawNote')}</p>
        </section>
      </div>
      <div className="sticker__bottom">
        {settings && (
          <address className="sticker__contacts">
            <span className="sticker__heading">{t('sticker.contacts')}</span>
            <span className="sticker__contact-name">{settings.dealershipName}</span>
            {dealerAddress.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>{t('sticker.phone', { phone: settings.phone })}</span>
            <span>{settings.email}</span>
          </address>
        )}
        <figure className="sticker__qr">
          {qr ? <img src={qr} alt={t('sticker.qrLabel')} /> : <span className="sticker__qr-space" />}
          <figcaption>
            {t('sticker.qrCaption')}
            <span className="sticker__url">{url.replace(/^https?:\/\//, '')}</span>
          </figcaption>
        </figure>
      </div>
      <p className="sticker__code">{t('sticker.adCode', { id: car.id })}</p>
    </article>
  )
}
