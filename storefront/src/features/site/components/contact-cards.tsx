import { useTranslation } from 'react-i18next'
import { buttonVariants } from '@/components/ui/button'
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons'
import { OpeningHoursList } from '@/features/site/components/opening-hours-list'
import { SocialLinks } from '@/features/site/components/social-links'
import { formatAddressLines } from '@/features/site/lib/address'
import { phoneLink, whatsappLink } from '@/lib/contact-links'
import { openInMapsUrl } from '@/features/site/lib/map-links'
import type { SiteSettings } from '@/lib/site-settings/types'

/** Phone, e-mail, address, hours and social profiles, each with its action. */
export function ContactCards({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(['contact', 'common'])
  const chat = whatsappLink(settings.whatsapp, t('common:floating.whatsappMessage'))

  return (
    <div className="contact-cards">
      <section className="contact-card" aria-labelledby="contact-phone-title">
        <PhoneIcon size={24} />
        <h2 id="contact-phone-title">{t('phone')}</h2>
        <p className="contact-card__value">{settings.phone}</p>
        <div className="contact-card__actions">
          <a className={buttonVariants({ size: 'sm' })} href={phoneLink(settings.phone)}>
            {t('callNow')}
          </a>
          {chat && (
            <a
              className={buttonVariants({ variant: 'whatsapp', size: 'sm' })}
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={18} />
              {t('whatsapp')}
            </a>
          )}
        </div>
      </section>
      <section className="contact-card" aria-labelledby="contact-email-title">
        <MailIcon size={24} />
        <h2 id="contact-email-title">{t('email')}</h2>
        <p className="contact-card__value">{settings.email}</p>
        <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={`mailto:${settings.email}`}>
          {t('sendEmail')}
        </a>
      </section>
      <section className="contact-card" aria-labelledby="contact-address-title">
        <MapPinIcon size={24} />
        <h2 id="contact-address-title">{t('address')}</h2>
        <address className="contact-card__value">
          {formatAddressLines(settings.address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          href={openInMapsUrl(settings.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('openInMaps')}
          <span className="visually-hidden"> {t('common:footer.opensInNewTab')}</span>
        </a>
      </section>
      <section className="contact-card" aria-labelledby="contact-hours-title">
        <ClockIcon size={24} />
        <h2 id="contact-hours-title">{t('hours')}</h2>
        <OpeningHoursList rows={settings.openingHours ?? []} />
      </section>
      <section className="contact-card contact-card--wide" aria-labelledby="contact-social-title">
        <h2 id="contact-social-title">{t('social')}</h2>
        <SocialLinks social={settings.social} />
      </section>
    </div>
  )
}
