import { useTranslation } from 'react-i18next'
import { whatsappLink } from '../../features/site/lib/contact-links'
import { WhatsAppIcon } from '../ui/icons'
import { useTooltip } from '../ui/tooltip'

/**
 * The floating chat button, bottom left: appears after 1 s and pulses every 2 s (both in CSS,
 * so it works before the script loads), with a message asking about the services.
 */
export function WhatsAppButton({ number }: { number: string | null | undefined }) {
  const { t } = useTranslation()
  const { triggerProps, tooltip } = useTooltip(t('floating.whatsappTooltip'), 'right')
  const href = whatsappLink(number, t('floating.whatsappMessage'))
  if (!href) return null

  return (
    <>
      <a
        className="floating-button floating-button--whatsapp"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('floating.whatsappLabel')}
        {...triggerProps}
      >
        <WhatsAppIcon size={30} />
      </a>
      {tooltip}
    </>
  )
}
