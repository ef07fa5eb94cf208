import { useId, useState, type ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { LanguageSwitcher } from '@/components/layout/language-switcher'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PlaceholderBanner } from './placeholder-banner'

interface AdminBarProps {
  title: ReactNode
  /** before the title: a way back */
  leading?: ReactNode
  /** always in view */
  actions?: ReactNode
  /** on a phone folded behind a 'Menu' button, so the bar stays one row high */
  menu?: ReactNode
}

/**
 * The dark bar on top of every panel screen, with the language switch. On a phone it stays one
 * row (at most 64 px): the way back shows as its arrow, the title is cut with an ellipsis, and the
 * secondary buttons open from 'Menu'. Under it, while the site shows placeholder contact details,
 * a banner says so.
 */
export function AdminBar({ title, leading, actions, menu }: AdminBarProps) {
  const { t } = useAdminTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()

  return (
    <>
      <header className="admin-bar">
        <div className="admin-bar__inner">
          {leading && <div className="admin-bar__leading">{leading}</div>}
          <h1 className="admin-bar__title">{title}</h1>
          <div className="admin-bar__actions">
            {actions}
            {menu ? (
              <>
                <button
                  type="button"
                  className={`${buttonVariants({ variant: 'light', size: 'sm' })} admin-bar__menu-toggle`}
                  aria-expanded={menuOpen}
                  aria-controls={menuId}
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  {t('header.menu')}
                </button>
                <div id={menuId} className="admin-bar__menu" data-open={menuOpen}>
                  {menu}
                  <LanguageSwitcher />
                </div>
              </>
            ) : (
              <LanguageSwitcher />
            )}
          </div>
        </div>
      </header>
      <PlaceholderBanner />
    </>
  )
}
