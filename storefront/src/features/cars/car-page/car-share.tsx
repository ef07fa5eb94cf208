import { useTranslation } from 'react-i18next'
import { carPriceText } from '@/features/cars/lib/car-price'
import type { Car } from '@/features/cars/types'
import { useFormat } from '@/lib/use-format'
import { useSiteOrigin } from '@/lib/site-origin'
import './car-share.css'

/**
 * 'Condividi': a disclosure with WhatsApp, e-mail and the page's link, plain links that work
 * before (or without) the app. Where the browser can share (Web Share API), the app opens its
 * share sheet instead; the link is copied rather than followed.
 */
export function CarShare({ car }: { car: Car }) {
  const { t } = useTranslation(['carDetail', 'cars'])
  const format = useFormat()
  const origin = useSiteOrigin()
  const url = new URL(`/auto/${car.slug}`, origin).href
  const text = `${car.name} – ${carPriceText(car, format.price, t('cars:priceOnRequest'))}`

  return (
    <details className="car-share">
      <summary
        className="car-share__toggle"
        onClick={(event) => {
          if (typeof navigator.share !== 'function') return
          event.preventDefault()
          navigator.share({ title: car.name, text, url }).catch(() => undefined)
        }}
      >
        {t('share.button')}
      </summary>
      <ul className="car-share__links">
        <li>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('share.whatsapp')}
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(car.name)}&body=${encodeURIComponent(`${text}\n${url}`)}`}>
            {t('share.email')}
          </a>
        </li>
        <li>
          <a
            href={url}
            onClick={(event) => {
              if (!navigator.clipboard) return
              event.preventDefault()
              const link = event.currentTarget
              void navigator.clipboard.writeText(url).then(
                () => (link.textContent = t('share.copied')),
                () => undefined,
              )
            }}
          >
            {t('share.copy')}
          </a>
        </li>
      </ul>
    </details>
  )
}
