import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { phoneLink, whatsappLink } from '@/lib/contact-links'

/** The 'need help' call to action: phone, WhatsApp (about `serviceName` when given), showroom. */
export function NeedHelp({ serviceName }: { serviceName?: string }) {
  const { t } = useTranslation(['services', 'common'])
  const { data: settings } = useSiteSettings()
  const message = serviceName
    ? t('help.whatsappMessage', { service: serviceName })
    : t('common:floating.whatsappMessage')
  const chat = whatsappLink(settings?.whatsapp, message)

  return (
    <section className="need-help" aria-labelledby="need-help-title">
      <div className="container need-help__inner">
        <div>
          <h2 id="need-help-title" className="need-help__title">
            {t('help.title')}
          </h2>
          <p className="need-help__text">{t('help.text')}</p>
        </div>
        <div className="need-help__actions">
          {settings && (
            <a className={buttonVariants()} href={phoneLink(settings.phone)}>
              <PhoneIcon size={18} />
              {t('help.call')}
            </a>
          )}
          {chat && (
            <a
              className={buttonVariants({ variant: 'whatsapp' })}
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon size={20} />
              {t('help.whatsapp')}
            </a>
          )}
          <Link className={buttonVariants({ variant: 'light' })} to={paths.contact}>
            {t('help.contact')}
          </Link>
        </div>
      </div>
    </section>
  )
}
