import { useTranslation } from 'react-i18next'
import { ScrollToTopButton } from './scroll-to-top-button'
import { WhatsAppButton } from './whatsapp-button'
import './floating-actions.css'

interface FloatingActionsProps {
  whatsapp: string | null | undefined
  /** what the chat opens with; the general question about the services when not given */
  chatMessage?: string
}

/** The chat button and the way back to the top, kept in a landmark of their own. */
export function FloatingActions({ whatsapp, chatMessage }: FloatingActionsProps) {
  const { t } = useTranslation()

  return (
    <aside className="floating-actions" aria-label={t('floating.label')}>
      <WhatsAppButton number={whatsapp} message={chatMessage} />
      <ScrollToTopButton />
    </aside>
  )
}
