import { useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@/config/paths'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { BrandMark } from './brand-mark'
import { LanguageSwitcher } from './language-switcher'
import { MainNav } from './main-nav'
import './site-header.css'

/** The phone menu's id: without the script the menu button is a link to it, and `:target` opens it. */
const menuId = 'menu'
/**
 * The site's bar. On a phone the menu is closed until its button opens it. Without the script
 * the button is a plain link to `#menu`, which opens the menu by CSS (`:target`); once the app
 * runs (`data-app` on the header) the button's state alone decides, and a menu opened by the link
 * before the app started stays open.
 */
export function SiteHeader({
  dealershipName,
  favourites,
}: {
  dealershipName: string | undefined
  /** the link to the visitor's favourites, with their count */
  favourites?: ReactNode
}) {
  const { t } = useTranslation()
  const { pathname, hash } = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  const isApp = useIsHydrated()
  // The menu belongs to the page it was opened on: any navigation closes it.
  const isMenuOpen = openAt === pathname || (openAt === null && isApp && hash === `#${menuId}`)
  const toggleMenu = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault()
    setOpenAt(isMenuOpen ? '' : pathname)
  }

  useEffect(() => {
    if (!isMenuOpen) return
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt('')
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isMenuOpen])

  return (
    <header className="site-header" data-app={isApp ? 'ready' : undefined}>
      <div className="site-header__bar container">
        <Link className="site-header__brand" to={paths.home} aria-label={dealershipName ? undefined : t('nav.home')}>
          <BrandMark />
          {dealershipName && <span className="site-header__name">{dealershipName}</span>}
        </Link>
        <div className="site-header__actions">
          {favourites}
          <LanguageSwitcher />
          <a
            href={`#${menuId}`}
            role="button"
            className="site-header__menu-button"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={t('nav.menu')}
            onClick={toggleMenu}
            onKeyDown={(event) => {
              if (event.key === ' ') toggleMenu(event)
            }}
          >
            <span className="site-header__menu-icon" data-open={isMenuOpen} aria-hidden="true" />
          </a>
        </div>
        <MainNav id={menuId} isOpen={isMenuOpen} onNavigate={() => setOpenAt('')} />
      </div>
    </header>
  )
}
