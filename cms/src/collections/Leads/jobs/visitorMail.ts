import type { SiteSetting } from '../../../payload-types'

const TEXTS = {
  it: {
    subject: (dealer: string) => `Abbiamo ricevuto la tua richiesta · ${dealer}`,
    greeting: 'Buongiorno,',
    body: 'grazie per averci scritto: abbiamo ricevuto la tua richiesta e ti ricontatteremo al più presto, negli orari di apertura del salone.',
    car: (car: string) => `Auto: ${car}`,
    notYou: "Se non hai scritto tu, ignora questo messaggio: l'indirizzo è stato inserito da qualcun altro.",
    privacy: (site: string) => `Come trattiamo i tuoi dati: ${site}/privacy-policy`,
  },
  en: {
    subject: (dealer: string) => `We have received your request · ${dealer}`,
    greeting: 'Hello,',
    body: 'thank you for writing to us: we have received your request and will get back to you as soon as possible, during opening hours.',
    car: (car: string) => `Car: ${car}`,
    notYou: 'If you did not write to us, please ignore this message: someone else entered your address.',
    privacy: (site: string) => `How we handle your data: ${site}/privacy-policy`,
  },
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/**
 * The visitor's confirmation, in the language of the page they wrote from. It is sent to
 * whatever address was typed, so it carries only the dealer's own texts and the car's name:
 * never the name, message or anything else the visitor typed, which would let anyone send
 * their text to anyone through the dealer's mail server. Hence no request in the arguments.
 */
export function visitorMail(language: 'it' | 'en', carName: string | null, settings: SiteSetting) {
  const texts = TEXTS[language]
  const site = process.env.SITE_URL ?? ''
  const lines = [
    texts.greeting,
    texts.body,
    ...(carName ? [texts.car(carName)] : []),
    `${settings.dealershipName} · ${settings.phone} · ${settings.email}`,
    texts.notYou,
    texts.privacy(site),
  ]
  return {
    subject: texts.subject(settings.dealershipName).replace(/[\r\n]+/g, ' '),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  }
}
