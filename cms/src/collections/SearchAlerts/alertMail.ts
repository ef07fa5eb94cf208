import { describeSearch, euros } from '@autosalone/domain/search-alerts/describe-search'
import { parseInventoryFilters } from '@autosalone/domain/inventory-filters'
import { SEARCH_ALERT_LIMITS, SEARCH_ALERT_PATHS } from '@autosalone/domain/search-alerts/alert-rules'
import type { AlertNews } from './matchingCars'

type Language = 'it' | 'en'

/**
 * The saved searches' e-mails, in the language of the page the visitor signed up from. Sent to
 * whatever address was typed, so they carry only the dealer's texts, the search and the cars:
 * nothing a stranger could type into them.
 */
const TEXTS = {
  it: {
    confirmSubject: (dealer: string) => `Conferma il tuo avviso · ${dealer}`,
    confirmBody: (search: string) =>
      `hai chiesto di ricevere un'e-mail quando arriva un'auto così: ${search}. Per attivare l'avviso apri questo link:`,
    notYou:
      "Se non l'hai chiesto tu, ignora questo messaggio: senza conferma non ti scriveremo più e l'avviso sarà cancellato tra 7 giorni.",
    digestSubject: (search: string) => `Novità per la tua ricerca: ${search}`,
    arrived: 'Nuovi arrivi',
    cheaper: 'Prezzi ribassati',
    was: (before: string) => `prima ${before}`,
    onRequest: 'prezzo su richiesta',
    unsubscribe: 'Annulla questo avviso',
    manage: 'Gestisci i miei avvisi',
    greeting: 'Buongiorno,',
  },
  en: {
    confirmSubject: (dealer: string) => `Confirm your alert · ${dealer}`,
    confirmBody: (search: string) =>
      `you asked for an e-mail when a car like this arrives: ${search}. To turn the alert on, open this link:`,
    notYou:
      'If you did not ask for this, ignore this message: without confirmation we will not write again and the alert is deleted in 7 days.',
    digestSubject: (search: string) => `News for your search: ${search}`,
    arrived: 'New arrivals',
    cheaper: 'Price drops',
    was: (before: string) => `was ${before}`,
    onRequest: 'price on request',
    unsubscribe: 'Cancel this alert',
    manage: 'Manage my alerts',
    greeting: 'Hello,',
  },
} as const

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

/** The addresses an e-mail of one alert links to, all opened by its token, none needing a sign-in. */
export function alertLinks(siteUrl: string, token: string, alertId: number, language: Language) {
  const lang = language === 'en' ? '&lang=en' : ''
  return {
    confirm: `${siteUrl}/api/search-alerts/confirm?token=${token}`,
    oneClick: `${siteUrl}/api/search-alerts/unsubscribe?token=${token}`,
    unsubscribe: `${siteUrl}${SEARCH_ALERT_PATHS.manage}?token=${token}&annulla=${alertId}${lang}`,
    manage: `${siteUrl}${SEARCH_ALERT_PATHS.manage}?token=${token}${lang}`,
  }
}

/** RFC 8058: a mail client may unsubscribe with one POST to the https address, without opening a page. */
function unsubscribeHeaders(links: ReturnType<typeof alertLinks>) {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

interface Paragraph {
  text: string
  href?: string
}

function render(paragraphs: Paragraph[]) {
  return {
    text: paragraphs.map(({ text, href }) => (href ? `${text}: ${href}` : text)).join('\n\n'),
    html: paragraphs
      .map(({ text, href }) =>
        href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>` : `<p>${escapeHtml(text)}</p>`,
      )
      .join(''),
  }
}

const searchWords = (query: string, language: Language) =>
  describeSearch(parseInventoryFilters(new URLSearchParams(query)), language)

export function confirmationMail(
  query: string,
  language: Language,
  dealer: string,
  links: ReturnType<typeof alertLinks>,
) {
  const texts = TEXTS[language]
  const search = searchWords(query, language)
  return {
    subject: oneLine(texts.confirmSubject(dealer)),
    headers: unsubscribeHeaders(links),
    ...render([
      { text: texts.greeting },
      { text: texts.confirmBody(search) },
      { text: links.confirm, href: links.confirm },
      { text: texts.notYou },
      { text: texts.unsubscribe, href: links.unsubscribe },
    ]),
  }
}

export function digestMail(
  query: string,
  language: Language,
  news: AlertNews,
  siteUrl: string,
  links: ReturnType<typeof alertLinks>,
) {
  const texts = TEXTS[language]
  const search = searchWords(query, language)
  const carLink = (slug: string) => `${siteUrl}/auto/${encodeURIComponent(slug)}${language === 'en' ? '?lang=en' : ''}`
  const limit = SEARCH_ALERT_LIMITS.carsPerMail
  const arrived = news.arrived.slice(0, limit).map((car) => ({
    text: `${car.name} · ${car.price === null ? texts.onRequest : euros(language, car.price)}`,
    href: carLink(car.slug),
  }))
  const cheaper = news.cheaper.slice(0, limit).map((car) => ({
    text: `${car.name} · ${euros(language, car.price)} (${texts.was(euros(language, car.before))})`,
    href: carLink(car.slug),
  }))
  return {
    subject: oneLine(texts.digestSubject(search)),
    headers: unsubscribeHeaders(links),
    ...render([
      { text: texts.greeting },
      ...(arrived.length > 0 ? [{ text: texts.arrived }, ...arrived] : []),
      ...(cheaper.length > 0 ? [{ text: texts.cheaper }, ...cheaper] : []),
      { text: texts.unsubscribe, href: links.unsubscribe },
      { text: texts.manage, href: links.manage },
    ]),
  }
}
