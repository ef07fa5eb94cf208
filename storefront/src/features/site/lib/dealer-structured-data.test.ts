import { describe, expect, it } from 'vitest'
import { siteSettingsFixture } from '@/test/fixtures'
import { autoDealerStructuredData } from './dealer-structured-data'

describe('autoDealerStructuredData', () => {
  it('describes the dealer with address, hours, phone and position', () => {
    expect(autoDealerStructuredData(siteSettingsFixture, 'https://auto.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Autosalone Arda',
      url: 'https://auto.example/',
      telephone: '+39 0523 000 000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Emilia 1',
        postalCode: '29017',
        addressLocality: "Fiorenzuola d'Arda",
        addressRegion: 'PC',
        addressCountry: 'IT',
      },
      geo: { latitude: 44.9266, longitude: 9.9105 },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
      ],
      sameAs: ['https://facebook.com/example'],
    })
  })

  it('leaves out the position and profiles the dealer has not set', () => {
    const data = autoDealerStructuredData(
      { ...siteSettingsFixture, address: { city: 'Piacenza' }, social: null },
      'https://auto.example',
    )

    expect(data).not.toHaveProperty('geo')
    expect(data).not.toHaveProperty('sameAs')
  })
})
