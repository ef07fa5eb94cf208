import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import { LeadForm } from './lead-form'

/** The general contact form of /contatti. */
export function ContactLeadForm() {
  const { data: settings } = useSiteSettings()
  if (!settings) return null
  return (
    <section className="section">
      <LeadForm type="contatto" settings={settings} messageRequired />
    </section>
  )
}
