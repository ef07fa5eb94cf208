import { describe, expect, it } from 'vitest'
import { resources } from '@/lib/all-locales'
import { createI18n } from '@/lib/i18n'
import { dayName } from './day-name'

describe('dayName', () => {
  it('writes every day of a year as Intl.DateTimeFormat did, in both languages', () => {
    for (const [language, locale] of [
      ['it', 'it-IT'],
      ['en', 'en-GB'],
    ] as const) {
      const t = createI18n(language, resources).getFixedT(language, 'leads')
      const intl = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
      for (let offset = 0; offset < 366; offset++) {
        const moment = new Date(Date.UTC(2026, 0, 1 + offset, 12))
        const date = moment.toISOString().slice(0, 10)
        expect(dayName(t, date), date).toBe(intl.format(moment))
      }
    }
  })
})
