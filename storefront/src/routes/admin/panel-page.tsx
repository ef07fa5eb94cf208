import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { ChevronLeftIcon } from '@/components/ui/icons'
import { SessionGate } from '@/features/admin-sign-in/session-gate'
import { AdminBar } from '@/panel/components/admin-bar'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { PanelActions } from './car-list/panel-actions'

interface PanelPageProps {
  title: string
  /** the browser tab's title, when it is not the bar's */
  documentTitle?: string
  /** where the arrow at the start of the bar leads, and its words (a phone shows the arrow only) */
  back: { to: string; label: string } | null
  /** buttons always in view beside the menu */
  actions?: ReactNode
  /** a modifier of `admin-main` for a screen with a layout of its own */
  mainClassName?: string
  children: ReactNode
}

/**
 * A panel screen: the bar with its way back and the panel's menu, then the screen itself once the
 * session is known. Every screen but the car form and the settings (bars of their own) uses it.
 */
export function PanelPage({ title, documentTitle, back, actions, mainClassName, children }: PanelPageProps) {
  useDocumentTitle(documentTitle ?? title)
  return (
    <>
      <AdminBar
        title={title}
        leading={
          back && (
            <Link className={buttonVariants({ variant: 'light', size: 'sm' })} to={back.to}>
              <ChevronLeftIcon size={18} />
              {back.label}
            </Link>
          )
        }
        actions={actions}
        menu={<PanelActions />}
      />
      <main className={mainClassName ? `admin-main ${mainClassName}` : 'admin-main'}>
        <SessionGate>{children}</SessionGate>
      </main>
    </>
  )
}
