import type { ReactNode } from 'react'
import { LanguageSwitcher } from '@/components/layout/language-switcher'

interface AdminBarProps {
  title: ReactNode
  /** before the title: a way back */
  leading?: ReactNode
  actions?: ReactNode
}

/** The dark bar on top of every panel screen, with the language switch; it wraps onto two rows on a phone. */
export function AdminBar({ title, leading, actions }: AdminBarProps) {
  return (
    <header className="admin-bar">
      <div className="admin-bar__inner">
        {leading && <div className="admin-bar__leading">{leading}</div>}
        <h1 className="admin-bar__title">{title}</h1>
        <div className="admin-bar__actions">
          {actions}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  )
}
