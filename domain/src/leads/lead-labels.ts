import type { ContactPreference, LeadStatus, LeadType } from './lead-rules'

type Labels<T extends string> = Record<T, { it: string; en: string }>

/** The console's words for a request's stored values (the panel has the same in its texts). */
export const LEAD_TYPE_LABELS: Labels<LeadType> = {
  informazioni: { it: 'Informazioni', en: 'Information' },
  'test-drive': { it: 'Test drive', en: 'Test drive' },
  valutazione: { it: 'Valutazione usato', en: 'Trade-in valuation' },
  finanziamento: { it: 'Finanziamento', en: 'Finance' },
  contatto: { it: 'Contatto', en: 'Contact' },
}

export const LEAD_STATUS_LABELS: Labels<LeadStatus> = {
  nuova: { it: 'Nuova', en: 'New' },
  'in-lavorazione': { it: 'In lavorazione', en: 'In progress' },
  chiusa: { it: 'Chiusa', en: 'Closed' },
}

export const CONTACT_PREFERENCE_LABELS: Labels<ContactPreference> = {
  telefono: { it: 'Telefono', en: 'Phone' },
  email: { it: 'E-mail', en: 'Email' },
  whatsapp: { it: 'WhatsApp', en: 'WhatsApp' },
}

export const LEAD_LANGUAGE_LABELS: Labels<'it' | 'en'> = {
  it: { it: 'Italiano', en: 'Italian' },
  en: { it: 'Inglese', en: 'English' },
}
