import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { whatsappLink } from '@/lib/contact-links'
import { WhatsAppIcon } from '../ui/icons'
import { useTooltip } from '../ui/tooltip'
import { useIsOverForm } from './use-is-over-form'

interface WhatsAppButtonProps {
  number: string | null | undefined
  message?: string
}

/**
 * The floating chat button, bottom left: appears after 1 s and pulses every 2 s (both in CSS,
 * so it works before the script loads). It opens with `message`, or else a question about the
 * services.
 */
export function WhatsAppButton({ number, message }: WhatsAppButtonProps) {
  const { t } = useTranslation()
  const { triggerProps, tooltip } = useTooltip(t('floating.whatsappTooltip'), 'right')
  const ref = useRef<HTMLAnchorElement>(null)
  const isOverForm = useIsOverForm(ref)
  const href = whatsappLink(number, message ?? t('floating.whatsappMessage'))
  if (!href) return null

  return (
    <>
      <a
        ref={ref}
        className="floating-button floating-button--whatsapp"
        data-over-form={isOverForm}
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
