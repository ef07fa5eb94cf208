import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { phoneLink, whatsappLink } from '@/lib/contact-links'
import { useCarChatMessage } from '@/features/cars/lib/use-car-chat-message'
import type { Car } from '@/features/cars/types'
import './car-contact-actions.css'

/** Call the dealer, or open WhatsApp with a message that names this car. */
export function CarContactActions({ car }: { car: Car }) {
  const { t } = useTranslation('carDetail')
  const { data: settings } = useSiteSettings()
  const message = useCarChatMessage(car)
  if (!settings || !message) return null

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
