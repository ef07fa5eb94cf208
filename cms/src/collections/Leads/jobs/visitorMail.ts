import type { Lead, SiteSetting } from '../../../payload-types'

const TEXTS = {
  it: {
    subject: (dealer: string) => `Abbiamo ricevuto la tua richiesta · ${dealer}`,
    greeting: (name: string) => `Gentile ${name},`,
    body: 'grazie per averci scritto: abbiamo ricevuto la tua richiesta e ti ricontatteremo al più presto, negli orari di apertura del salone.',
    car: (car: string) => `Auto: ${car}`,
    privacy: (site: string) => `Come trattiamo i tuoi dati: ${site}/privacy-policy`,
  },
  en: {
    subject: (dealer: string) => `We have received your request · ${dealer}`,
    greeting: (name: string) => `Dear ${name},`,
    body: 'thank you for writing to us: we have received your request and will get back to you as soon as possible, during opening hours.',
    car: (car: string) => `Car: ${car}`,
    privacy: (site: string) => `How we handle your data: ${site}/privacy-policy`,
  },
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The visitor's confirmation, in the language of the page they wrote from; their name escaped in the HTML. */
export function visitorMail(lead: Lead, carName: string | null, settings: SiteSetting) {
  const texts = TEXTS[lead.language === 'en' ? 'en' : 'it']
  const site = process.env.SITE_URL ?? ''
  const lines = [
    texts.greeting(lead.name),
    texts.body,
    ...(carName ? [texts.car(carName)] : []),
    `${settings.dealershipName} · ${settings.phone} · ${settings.email}`,
    texts.privacy(site),
  ]
  return {
    subject: texts.subject(settings.dealershipName).replace(/[\r\n]+/g, ' '),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  }
}
