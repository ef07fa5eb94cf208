import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '../types'
import './dealer-contacts.css'

/** Address, phone, e-mail and social profiles of the dealer, as set in the console. */
export function DealerContacts({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation()
  const { address, phone, email, social } = settings

  return (
    <address className="dealer-contacts">
      <p>
        {address.street}
        <br />
        {address.postalCode} {address.city} ({address.province})
      </p>
      <p>
        {t('footer.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        <br />
        {t('footer.email')}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      {(social.facebook || social.instagram) && (
        <ul className="dealer-contacts__social">
          {social.facebook && (
            <li>
              <a href={social.facebook} target="_blank" rel="noopener noreferrer">
                {t('footer.facebook')}
              </a>
            </li>
          )}
          {social.instagram && (
            <li>
              <a href={social.instagram} target="_blank" rel="noopener noreferrer">
                {t('footer.instagram')}
              </a>
            </li>
          )}
        </ul>
      )}
    </address>
  )
}
