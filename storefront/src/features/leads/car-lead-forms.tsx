import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import type { LeadType } from '@autosalone/domain/leads/lead-rules'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { FinanceRequestForm } from './finance-request'
import { LeadForm } from './lead-form'
import { TestDriveFields } from './test-drive-fields'

interface CarLeadFormsProps {
  car: { id: number; name: string; price: number }
  /** a reserved car offers to tell the visitor when it is free again instead of a test drive */
  reserved?: boolean
}

/**
 * The car page's requests, each in a disclosure that works without the
 * script: information (open), a test drive, the finance estimate. The one the
 * server sent the visitor back to opens by itself. A reserved car's first
 * request asks to be told when it is free again (a plain request to the
 * dealer), and it has no test drive.
 */
export function CarLeadForms({ car, reserved = false }: CarLeadFormsProps) {
  const { t } = useTranslation('leads')
  const { data: settings } = useSiteSettings()
  const returnedTo = new URLSearchParams(useLocation().search).get('modulo') as LeadType | null
  if (!settings) return null
  const isOpen = (type: LeadType) => returnedTo === type || (returnedTo === null && type === 'informazioni')
  const askTitle = reserved ? t('reserved.notifyTitle') : t('forms.informazioni.title')

  return (
    <section className="lead-panels" aria-label={askTitle}>
      <details className="lead-panel" open={isOpen('informazioni')}>
        <summary>{askTitle}</summary>
        <LeadForm
          type="informazioni"
          settings={settings}
          car={car}
          messageRequired
          title={askTitle}
          headingHidden
          defaultMessage={t(reserved ? 'prefill.notify' : 'prefill.informazioni', { car: car.name })}
        />
      </details>
      {!reserved && (
        <details className="lead-panel" open={isOpen('test-drive')}>
          <summary>{t('forms.test-drive.title')}</summary>
          <LeadForm type="test-drive" settings={settings} car={car} headingHidden>
            {(problems) => <TestDriveFields settings={settings} problems={problems} />}
          </LeadForm>
        </details>
      )}
      <details className="lead-panel" open={isOpen('finanziamento')}>
        <summary>{t('finance.title')}</summary>
        <FinanceRequestForm settings={settings} car={car} />
      </details>
    </section>
  )
}
