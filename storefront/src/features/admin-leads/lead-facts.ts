import type { Language } from '@/lib/language'
import { formatMileage, formatMoney, formatPercent, formatPrice } from '@/lib/format'
import type { AdminT } from '@/panel/i18n/use-admin-translation'
import type { AdminLead } from '@autosalone/domain/leads/admin-lead-answer'

/** A request's own data as the salesperson reads it: a label and a sentence. */
export type LeadFact = [label: string, text: string]

const dateLocales: Record<Language, string> = { it: 'it-IT', en: 'en-GB' }

/** `2026-11-28` → 'sabato 28 novembre' (the day as the visitor chose it, no time zone to move it). */
export function dayName(date: string, language: Language): string {
  return new Intl.DateTimeFormat(dateLocales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`))
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/** A test drive's appointment ('sabato 28 novembre, ore 9:00'), or null for other requests. */
export function testDriveWhen(lead: Pick<AdminLead, 'details'>, t: AdminT, language: Language): string | null {
  const [day, time] = [text(lead.details?.date), text(lead.details?.time)]
  if (!day || !time) return null
  return t('leads.facts.testDriveWhen', { day: dayName(day, language), time: time.replace(/^0(\d)/, '$1') })
}

/**
 * The test drive's day and time, the trade-in's car and the finance estimate, each in one plain
 * sentence ('Test drive: sabato 28 novembre, ore 9:00'; 'Permuta: Fiat Panda 2015, benzina,
 * 142.000 km'); anything else the request holds, as it is.
 */
export function leadFacts(
  lead: Pick<AdminLead, 'details'>,
  t: AdminT,
  language: Language,
  fuelLabel: (fuel: string) => string,
): LeadFact[] {
  const details = { ...(lead.details ?? {}) }
  const take = (key: string) => {
    const value = details[key]
    delete details[key]
    return value
  }
  const facts: LeadFact[] = []

  const when = testDriveWhen(lead, t, language)
  take('date')
  take('time')
  if (when) facts.push([t('leads.facts.testDrive'), when])

  const [make, model, year, km, fuel] = ['make', 'model', 'year', 'km', 'fuel'].map(take)
  if (text(make) || text(model)) {
    const car = [text(make), text(model), number(year) ?? ''].filter(Boolean).join(' ')
    const parts = [
      car,
      text(fuel) && fuelLabel(text(fuel)),
      number(km) !== null && formatMileage(number(km)!, language),
    ]
    facts.push([t('leads.facts.tradeIn'), parts.filter(Boolean).join(', ')])
  }

  const [price, downPayment, estimate] = ['price', 'downPayment', 'estimate'].map(take)
  const figures = (estimate ?? {}) as Record<string, unknown>
  if (number(price) !== null && number(figures.monthlyInstalment) !== null) {
    facts.push([
      t('leads.facts.finance'),
      t('leads.facts.financeText', {
        price: formatPrice(number(price)!, language),
        downPayment: formatPrice(number(downPayment) ?? 0, language),
        months: number(figures.months) ?? 0,
        instalment: formatMoney(number(figures.monthlyInstalment)!, language),
        tan: formatPercent(number(figures.tan) ?? 0, language),
        taeg: formatPercent(number(figures.taeg) ?? 0, language),
        total: formatMoney(number(figures.totalOwed) ?? 0, language),
      }),
    ])
  }

  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') facts.push([key, String(value)])
    else if (value && typeof value === 'object') facts.push([key, JSON.stringify(value)])
  }
  return facts
}
