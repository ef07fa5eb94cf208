import { describe, expect, it } from 'vitest'
import { resources } from '@/lib/all-locales'
import { createI18n } from '@/lib/i18n'
import { createAdminT } from '@/panel/i18n/admin-t'
import { registerAdminTexts } from '@/panel/i18n/admin-texts'
import { leadFacts } from './lead-facts'

function factsIn(language: 'it' | 'en', details: Record<string, unknown>) {
  const instance = createI18n(language, resources)
  registerAdminTexts(instance)
  const fuel = (value: string) => ({ benzina: language === 'it' ? 'Benzina' : 'Petrol' })[value] ?? value
  return leadFacts({ details }, createAdminT(instance), language, fuel)
}

describe('a request’s facts in plain words', () => {
  it('names the test drive’s day and time', () => {
    expect(factsIn('it', { date: '2026-11-28', time: '09:00' })).toEqual([
      ['Test drive', 'sabato 28 novembre, ore 9:00'],
    ])
    expect(factsIn('en', { date: '2026-11-28', time: '09:00' })).toEqual([
      ['Test drive', 'Saturday 28 November, at 9:00'],
    ])
  })

  it('describes the trade-in car in one line', () => {
    expect(factsIn('it', { make: 'Fiat', model: 'Panda', year: 2015, km: 142000, fuel: 'benzina' })).toEqual([
      ['Permuta', 'Fiat Panda 2015, Benzina, 142.000 km'],
    ])
  })

  it('sums up the finance estimate', () => {
    const estimate = {
      amountFinanced: 12000,
      monthlyInstalment: 246.26,
      tan: 6.9,
      taeg: 8.45,
      totalOwed: 14775.6,
      months: 60,
    }
    expect(factsIn('it', { price: 15000, downPayment: 3000, estimate })).toEqual([
      [
        'Finanziamento',
        'prezzo € 15.000, anticipo € 3.000, 60 mesi: rata 246,26\u00a0€ (TAN 6,90%, TAEG 8,45%), totale 14.775,60\u00a0€',
      ],
    ])
  })

  it('shows anything else as it is', () => {
    expect(factsIn('it', { plate: 'AB123CD' })).toEqual([['plate', 'AB123CD']])
  })
})
