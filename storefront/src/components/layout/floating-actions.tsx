import { useTranslation } from 'react-i18next'
import { ScrollToTopButton } from './scroll-to-top-button'
import { WhatsAppButton } from './whatsapp-button'
import './floating-actions.css'

/** The chat button and the way back to the top, kept in a landmark of their own. */
export function FloatingActions({ whatsapp }: { whatsapp: string | null | undefined }) {
  const { t } = useTranslation()

  return (
    <aside className="floating-actions" aria-label={t('floating.label')}>
      <WhatsAppButton number={whatsapp} />
      <ScrollToTopButton />
    </aside>
  )
}
