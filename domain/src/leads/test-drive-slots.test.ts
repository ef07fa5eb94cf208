import { describe, expect, it } from 'vitest'

import { bookableDays, bookableDaysFrom, slotError, slotsOfRow, slotsOn, weeklyHours } from './test-drive-slots.ts'

const hours = [
  { days: 'Lunedì - Venerdì', hours: '9:00 - 19:00' },
  { days: 'Sabato', hours: '9:00 - 13:00' },
  { days: 'Domenica', hours: 'Chiuso' },
]
// Wednesday 3 June 2026, 10:30 in Italy (summer time, UTC+2).
const wednesdayMorning = new Date('2026-06-03T08:30:00Z')

describe('weeklyHours', () => {
  it('reads ranges of days, single days and closed days from the settings text', () => {
    const week = weeklyHours(hours)
    expect(week[0]).toEqual([{ from: 540, to: 1140 }])
    expect(week[4]).toEqual([{ from: 540, to: 1140 }])
    expect(week[5]).toEqual([{ from: 540, to: 780 }])
    expect(week[6]).toEqual([])
  })

  it('reads split hours', () => {
    expect(weeklyHours([{ days: 'Sabato', hours: '9:00-12:30, 15.00-18.00' }])[5]).toHaveLength(2)
  })
})

describe('slotsOn', () => {
  it('offers hourly slots that end by closing time', () => {
    expect(slotsOn('2026-06-06', hours)).toEqual(['09:00', '10:00', '11:00', '12:00'])
    expect(slotsOn('2026-06-03', hours).at(-1)).toBe('18:00')
  })

  it('offers nothing on a closed day', () => {
    expect(slotsOn('2026-06-07', hours)).toEqual([])
  })
})

describe('slotError', () => {
  it('accepts a later slot today and a slot on an open day ahead', () => {
    expect(slotError('2026-06-03', '11:00', hours, wednesdayMorning)).toBeNull()
    expect(slotError('2026-06-06', '12:00', hours, wednesdayMorning)).toBeNull()
  })

  it('refuses the past, closed days, times outside the hours and impossible dates', () => {
    expect(slotError('2026-06-03', '10:00', hours, wednesdayMorning)).toBe('pastSlot')
    expect(slotError('2026-06-02', '11:00', hours, wednesdayMorning)).toBe('pastDate')
    expect(slotError('2026-06-07', '10:00', hours, wednesdayMorning)).toBe('closedDay')
    expect(slotError('2026-06-06', '13:00', hours, wednesdayMorning)).toBe('invalidSlot')
    expect(slotError('2026-06-04', '09:30', hours, wednesdayMorning)).toBe('invalidSlot')
    expect(slotError('2026-02-30', '10:00', hours, wednesdayMorning)).toBe('invalidDate')
    expect(slotError('2026-12-01', '10:00', hours, wednesdayMorning)).toBe('tooFarAhead')
  })

  it('uses the time in Italy, not the server clock: 23:30 UTC on Saturday is already Sunday there', () => {
    const saturdayNightUtc = new Date('2026-06-06T23:30:00Z')
    expect(slotError('2026-06-06', '12:00', hours, saturdayNightUtc)).toBe('pastDate')
  })
})

describe('bookableDays', () => {
  it('starts with today’s remaining slots and skips Sunday', () => {
    const days = bookableDays(hours, wednesdayMorning, 5)
    expect(days.map((day) => day.date)).toEqual(['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-08'])
    expect(days[0].slots[0]).toBe('11:00')
  })

  it('lists the same days from a day already known at the dealer’s', () => {
    expect(bookableDaysFrom({ date: '2026-06-03', time: '10:00' }, hours, 5)).toEqual(
      bookableDays(hours, wednesdayMorning, 5),
    )
    // From the start of the day, every slot of today stays.
    expect(bookableDaysFrom({ date: '2026-06-03', time: '00:00' }, hours, 1)[0].slots[0]).toBe('09:00')
  })
})

describe('holidays and the dealer’s closures', () => {
  // Monday 30 November 2026, 10:00 in Italy: Tuesday 8 December is the Immacolata.
  const mondayBeforeImmacolata = new Date('2026-11-30T09:00:00Z')
  const closures = [{ from: '2026-12-02' }, { from: '2026-12-10', to: '2026-12-12' }]

  it('offers no slot on a national holiday, Easter Monday included', () => {
    expect(slotsOn('2026-12-08', hours)).toEqual([])
    expect(slotsOn('2027-03-29', hours)).toEqual([])
    expect(slotError('2026-12-08', '10:00', hours, mondayBeforeImmacolata)).toBe('closedDay')
  })

  it('offers no slot on a day of the closures list, single days and ranges alike', () => {
    expect(slotError('2026-12-02', '10:00', hours, mondayBeforeImmacolata, closures)).toBe('closedDay')
    expect(slotError('2026-12-11', '10:00', hours, mondayBeforeImmacolata, closures)).toBe('closedDay')
    expect(slotError('2026-12-03', '10:00', hours, mondayBeforeImmacolata, closures)).toBeNull()
    const days = bookableDays(hours, mondayBeforeImmacolata, 12, closures).map((day) => day.date)
    expect(days).not.toContain('2026-12-08')
    expect(days).not.toContain('2026-12-02')
    expect(days).not.toContain('2026-12-12')
    expect(days).toContain('2026-12-09')
  })

  it('keeps Saturday within its shorter hours', () => {
    expect(slotsOfRow({ days: 'Sabato', hours: '9:00 - 13:00' })).toEqual(['09:00', '10:00', '11:00', '12:00'])
    expect(slotError('2026-12-05', '15:00', hours, mondayBeforeImmacolata)).toBe('invalidSlot')
  })
})
