import { describe, expect, it } from 'vitest'

import { addDays, dealerToday, isCalendarDay, isDue, weekDays } from './lead-desk'

describe('the lead desk’s days', () => {
  it('takes today at the dealer’s in Rome, not in UTC', () => {
    // 23:30 UTC on 28 November is already 29 November in Rome (UTC+1 in winter).
    expect(dealerToday(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29')
    expect(dealerToday(new Date('2026-11-28T22:59:00Z'))).toBe('2026-11-28')
    // Summer time: UTC+2.
    expect(dealerToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15')
  })

  it('gives Monday to Sunday of any day’s week, across months and the change of hour', () => {
    expect(weekDays('2026-11-28')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(weekDays('2026-11-23')[0]).toBe('2026-11-23')
    expect(weekDays('2026-11-29')[0]).toBe('2026-11-23')
    expect(weekDays('2026-12-01')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ])
    // The week in which Italy puts the clocks back (Sunday 25 October 2026).
    expect(weekDays('2026-10-25')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ])
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
  })

  it('accepts only days that exist', () => {
    expect(isCalendarDay('2026-11-28')).toBe(true)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-11-28T10:00')).toBe(false)
    expect(isCalendarDay(20261128)).toBe(false)
  })

  it('calls back today or earlier, never a closed request nor one without a reminder', () => {
    const today = '2026-11-29'
    expect(isDue({ remindOn: '2026-11-29', status: 'nuova' }, today)).toBe(true)
    expect(isDue({ remindOn: '2026-11-20', status: 'in-lavorazione' }, today)).toBe(true)
    expect(isDue({ remindOn: '2026-11-30', status: 'nuova' }, today)).toBe(false)
    expect(isDue({ remindOn: '2026-11-29', status: 'chiusa' }, today)).toBe(false)
    expect(isDue({ remindOn: null, status: 'nuova' }, today)).toBe(false)
  })
})
