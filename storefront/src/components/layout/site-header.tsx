import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { BrandMark } from './brand-mark'
import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import './site-header.css'

export function SiteHeader({ dealershipName }: { dealershipName: string | undefined }) {
  const { t } = useTranslation()
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const navId = useId()

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link className="site-header__brand" to={paths.home} aria-label={dealershipName ? undefined : t('nav.home')}>
          <BrandMark />
          {dealershipName && <span className="site-header__name">{dealershipName}</span>}
        </Link>
        <div className="site-header__actions">
          <LanguageSwitcher />
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={isMenuOpen}
            aria-controls={navId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <span className="site-header__menu-icon" aria-hidden="true" />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
        </div>
        <MainNav id={navId} isOpen={isMenuOpen} onNavigate={() => setIsMenuOpen(false)} />
      </div>
    </header>
  )
}
