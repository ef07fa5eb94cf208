import { describe, expect, it } from 'vitest'
import { openingHoursSpecification } from './opening-hours-schema'

describe('openingHoursSpecification', () => {
  it("reads the dealer's default hours and leaves the closed day out", () => {
    expect(
      openingHoursSpecification([
        { days: 'Lunedì - Venerdì', daysEn: 'Monday - Friday', hours: '9:00 - 19:00' },
        { days: 'Sabato', hours: '9:00 - 13:00' },
        { days: 'Domenica', hours: 'Chiuso', hoursEn: 'Closed' },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    ])
  })

  it('understands lists of days, dots in times and short Italian names', () => {
    expect(openingHoursSpecification([{ days: 'Mar, Gio', hours: '15.30–19.00' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Thursday'], opens: '15:30', closes: '19:00' },
    ])
  })

  it('joins days with "e" or "and" and ranges with dashes', () => {
    expect(
      openingHoursSpecification([{ days: 'Lunedì e Mercoledì', daysEn: 'Tue - Sat', hours: '8:00 - 12:00' }]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '12:00',
      },
    ])
    expect(openingHoursSpecification([{ days: 'Lunedì e Mercoledì', hours: '8:00 - 12:00' }])[0].dayOfWeek).toEqual([
      'Monday',
      'Wednesday',
    ])
  })

  it('leaves out rows it cannot read', () => {
    expect(
      openingHoursSpecification([
        { days: 'Festivi', hours: '9:00 - 12:00' },
        { days: 'Lunedì', hours: 'su appuntamento' },
      ]),
    ).toEqual([])
  })
})
