import { useTranslation } from 'react-i18next'
import { buttonVariants } from '../../../components/ui/button'
import { PhoneIcon, WhatsAppIcon } from '../../../components/ui/icons'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site/api/get-site-settings'
import { phoneLink, whatsappLink } from '../../../features/site/lib/contact-links'
import type { Car } from '../../../features/cars/types'
import { useFormat } from '../../../lib/use-format'
import { useSiteOrigin } from '../../../lib/site-origin'
import './car-contact-actions.css'

/** Call the dealer, or open WhatsApp with a message that names this car. */
export function CarContactActions({ car }: { car: Car }) {
  const { t } = useTranslation('carDetail')
  const format = useFormat()
  const { data: settings } = useSiteSettings()
  const origin = useSiteOrigin()
  if (!settings) return null

  const message = t('contact.whatsappMessage', {
    name: car.name,
    price: format.price(car.price),
    url: `${origin}${paths.car(car.slug)}`,
  })
  const chat = whatsappLink(settings.whatsapp, message)

  return (
    <div className="car-contact">
      <p className="car-contact__title">{t('contact.title')}</p>
      <p className="car-contact__text">{t('contact.text')}</p>
      <div className="car-contact__buttons">
        <a className={buttonVariants({ block: true })} href={phoneLink(settings.phone)}>
          <PhoneIcon size={18} />
          {t('contact.call')}
        </a>
        {chat && (
          <a
            className={buttonVariants({ variant: 'whatsapp', block: true })}
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon size={20} />
            {t('contact.whatsapp')}
          </a>
        )}
      </div>
    </div>
  )
}
