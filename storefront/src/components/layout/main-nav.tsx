import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'
import { paths } from '../../config/paths'
import { navItems } from './nav-items'

interface MainNavProps {
  id: string
  isOpen: boolean
  onNavigate: () => void
}

/** A bar on wide screens; on small ones a panel the header's menu button opens. */
export function MainNav({ id, isOpen, onNavigate }: MainNavProps) {
  const { t } = useTranslation()

  return (
    <nav id={id} className="main-nav" data-open={isOpen} aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {navItems.map((item) => (
          <li key={item.to}>
            {/* NavLink sets aria-current="page"; `end` keeps Home from matching every path. */}
            <NavLink className="main-nav__link" to={item.to} end={item.to === paths.home} onClick={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
