import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { canonicalPath } from '@/config/paths'
import { isActiveNavItem, navItems } from './nav-items'

interface MainNavProps {
  id: string
  isOpen: boolean
  onNavigate: () => void
}

/** A bar on wide screens; on small ones a panel the header's menu button opens. */
export function MainNav({ id, isOpen, onNavigate }: MainNavProps) {
  const { t } = useTranslation()
  const current = canonicalPath(useLocation().pathname)

  return (
    <nav id={id} className="main-nav" data-open={isOpen} aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {navItems.map((item) => (
          <li key={item.to}>
            <Link
              className="main-nav__link"
              to={item.to}
              aria-current={isActiveNavItem(item, current) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
