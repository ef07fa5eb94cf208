import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { serviceIds } from '@autosalone/domain/public-pages'
import { BrandMark } from './brand-mark'
import { navItems } from './nav-items'
import './site-footer.css'

interface SiteFooterProps {
  dealershipName: string | undefined
  slogan: string | null | undefined
  /** the dealer's address, phone and e-mail, from the site settings */
  contacts: ReactNode
  hours: ReactNode
  social: ReactNode
  /** the partita IVA, as the law asks of a business's site */
  vatNumber?: string | null
}

export function SiteFooter({ dealershipName, slogan, contacts, hours, social, vatNumber }: SiteFooterProps) {
  const { t } = useTranslation(['common', 'serviceNames'])
  const year = new Date().getFullYear()

  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <BrandMark size={32} />
            {dealershipName}
          </p>
          {slogan && <p className="site-footer__slogan">{slogan}</p>}
          {social}
        </div>
        <section aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className="site-footer__title">
            {t('footer.navigationTitle')}
          </h2>
          <ul className="site-footer__links">
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__title">
            {t('footer.servicesTitle')}
          </h2>
          <ul className="site-footer__links">
            {serviceIds.map((id) => (
              <li key={id}>
                <Link to={paths.serviceAnchor(id)}>{t(`serviceNames:${id}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="site-footer__title">
            {t('footer.contactsTitle')}
          </h2>
          {contacts}
          <h2 className="site-footer__title site-footer__title--spaced">{t('footer.hoursTitle')}</h2>
          {hours}
        </section>
      </div>
      <div className="site-footer__legal container">
        {dealershipName && <p>{t('footer.rights', { year, name: dealershipName })}</p>}
        {vatNumber && <p className="site-footer__vat">{t('footer.vatNumber', { number: vatNumber })}</p>}
        <ul className="site-footer__legal-links">
          <li>
            <Link to={paths.privacyPolicy}>{t('footer.privacyPolicy')}</Link>
          </li>
          <li>
            <Link to={paths.cookiePolicy}>{t('footer.cookiePolicy')}</Link>
          </li>
          <li>
            <Link className="site-footer__login" to={paths.login} aria-label={t('footer.staffLogin')}>
              <LockIcon />
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  )
}

function LockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3z"
      />
    </svg>
  )
}
