import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { FinanceRequestForm } from './finance-request'
import { LeadForm } from './lead-form'
import { TradeInFields } from './trade-in-fields'

/** The request form a service page carries, if any: trade-in valuation or finance. */
export function ServiceLeadForm({ serviceId }: { serviceId: string }) {
  const { data: settings } = useSiteSettings()
  if (!settings || (serviceId !== 'valutazione-auto' && serviceId !== 'finanziamenti')) return null
  return (
    <section className="section">
      <div className="container">
        {serviceId === 'finanziamenti' ? (
          <FinanceRequestForm settings={settings} />
        ) : (
          <LeadForm type="valutazione" settings={settings} withFiles>
            {(problems) => <TradeInFields problems={problems} />}
          </LeadForm>
        )}
      </div>
    </section>
  )
}
