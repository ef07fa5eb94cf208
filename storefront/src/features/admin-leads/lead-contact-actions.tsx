import { buttonVariants } from '@/components/ui/button'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'

/** 'Chiama', 'WhatsApp', 'Rispondi via e-mail': the dealer answers from the phone in one tap. */
export function LeadContactActions({ lead }: { lead: AdminLead }) {
  const { t } = useAdminTranslation()
  const { data: settings } = useSiteSettings()
  const button = buttonVariants({ variant: 'outline', size: 'sm' })
  const digits = (lead.phone ?? '').replace(/[^\d+]/g, '')
  const whatsapp = digits.startsWith('+') ? digits.slice(1) : digits.startsWith('00') ? digits.slice(2) : `39${digits}`
  const subject = t('leads.actions.replySubject', { dealer: settings?.dealershipName ?? '' })

  return (
    <p className="lead-actions">
      {digits && (
        <a className={button} href={`tel:${digits}`}>
          {t('leads.actions.call')}
        </a>
      )}
      {digits && (
        <a className={button} href={`https://wa.me/${whatsapp}`} target="_blank" rel="noreferrer">
          {t('leads.actions.whatsapp')}
        </a>
      )}
      {lead.email && (
        <a className={button} href={`mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(subject)}`}>
          {t('leads.actions.reply')}
        </a>
      )}
    </p>
  )
}
