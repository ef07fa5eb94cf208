import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { BrandMark } from './brand-mark'
import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import './site-header.css'

export function SiteHeader({ dealershipName }: { dealershipName: string | undefined }) {
  const { t } = useTranslation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const { pathname } = useLocation()
  const navId = useId()
  // The menu belongs to the page it was opened on: any navigation closes it.
  const isMenuOpen = openAt === pathname

  useEffect(() => {
    if (!isMenuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null)
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isMenuOpen])

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
            aria-label={t('nav.menu')}
            onClick={() => setOpenAt(isMenuOpen ? null : pathname)}
          >
            <span className="site-header__menu-icon" data-open={isMenuOpen} aria-hidden="true" />
          </button>
        </div>
        <MainNav id={navId} isOpen={isMenuOpen} onNavigate={() => setOpenAt(null)} />
      </div>
    </header>
  )
}
