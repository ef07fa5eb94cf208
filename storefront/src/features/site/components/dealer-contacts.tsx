import { useTranslation } from 'react-i18next'
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons'
import { phoneLink } from '@/lib/contact-links'
import { formatAddressLines } from '../lib/address'
import type { SiteSettings } from '@/lib/site-settings/types'
import './dealer-contacts.css'

/** Address, phone and e-mail of the dealer, as set in the console; on a car page the e-mail's subject names the car. */
export function DealerContacts({ settings, emailSubject }: { settings: SiteSettings; emailSubject?: string }) {
  const { t } = useTranslation()
  const { phone, email } = settings

  return (
    <address className="dealer-contacts">
      <p className="dealer-contacts__row">
        <MapPinIcon size={18} />
        <span>
          {formatAddressLines(settings.address).map((line, index) => (
            <span key={index} className="dealer-contacts__line">
              {line}
            </span>
          ))}
        </span>
      </p>
      <p className="dealer-contacts__row">
        <PhoneIcon size={18} />
        <span>
          <span className="visually-hidden">{t('footer.phone')}: </span>
          <a href={phoneLink(phone)}>{phone}</a>
        </span>
      </p>
      <p className="dealer-contacts__row">
        <MailIcon size={18} />
        <span>
          <span className="visually-hidden">{t('footer.email')}: </span>
          <a href={emailSubject ? `mailto:${email}?subject=${encodeURIComponent(emailSubject)}` : `mailto:${email}`}>
            {email}
          </a>
        </span>
      </p>
    </address>
  )
}
