import type { Lead } from '../../../payload-types'

const TYPE_NAMES: Record<Lead['type'], string> = {
  informazioni: 'Richiesta di informazioni',
  'test-drive': 'Prenotazione test drive',
  valutazione: "Valutazione dell'usato",
  finanziamento: 'Richiesta di finanziamento',
  contatto: 'Messaggio dal sito',
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)
/** Nothing a visitor typed may start a new header line. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').slice(0, 120)

function detailLines(details: unknown): [string, string][] {
  if (!details || typeof details !== 'object') return []
  return Object.entries(details as Record<string, unknown>).flatMap(([key, value]): [string, string][] =>
    value && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).map(([inner, innerValue]) => [
          `${key}.${inner}`,
          String(innerValue),
        ])
      : [[key, String(value)]],
  )
}

export interface LeadMail {
  subject: string
  text: string
  html: string
  replyTo?: string
}

/** The dealer's e-mail for a request: plain text, and HTML with every visitor's text escaped. */
export function dealerMail(lead: Lead, carName: string | null, siteUrl: string, photoCount = 0): LeadMail {
  const rows: [string, string][] = [
    ['Tipo', TYPE_NAMES[lead.type]],
    ['Nome', lead.name],
    ['Telefono', lead.phone ?? ''],
    ['E-mail', lead.email ?? ''],
    ['Preferisce essere contattato via', lead.preferredContact ?? ''],
    ['Auto', carName ?? ''],
    ['Messaggio', lead.message ?? ''],
    ...detailLines(lead.details),
    ['Foto', photoCount > 0 ? `${photoCount}, da vedere nel pannello` : ''],
    ['Consenso marketing', lead.consents.marketing ? 'sì' : 'no'],
    ['Pagina', `${siteUrl}${lead.page ?? ''}`],
    ['Nel pannello', `${siteUrl}/admin/richieste/${lead.id}`],
  ].filter(([, value]) => value !== '') as [string, string][]
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n')
  const html = `<table>${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`
  return {
    subject: oneLine(`${TYPE_NAMES[lead.type]} da ${lead.name}${carName ? ` · ${carName}` : ''}`),
    text,
    html,
    replyTo: lead.email ?? undefined,
  }
}
