import { describe, expect, it } from 'vitest'

import { feedUrl } from './channels.ts'
import { channelProblemCodes, exclusionCodes, feedPhotos, isOffered, type ChannelCar } from './eligibility.ts'

const usedDiesel: ChannelCar = {
  status: 'disponibile',
  priceOnRequest: false,
  condition: 'usata',
  fuel: 'diesel',
  vin: 'WBA8J11040K734512',
  euroClass: 'euro6d',
  co2: 134,
  consumption: 5.1,
  firstRegistration: '2021-04',
  colors: ['Grigio'],
  description: 'Tagliandi certificati.',
  photos: [{ width: 640 }, { width: 1600 }],
}

describe('channel eligibility', () => {
  it('takes a complete car for sale into both channels', () => {
    expect(exclusionCodes('google-vehicle-ads', usedDiesel)).toEqual([])
    expect(exclusionCodes('meta', usedDiesel)).toEqual([])
  })

  it('keeps a car "prezzo su richiesta" out of both channels, which need a price', () => {
    const car = { ...usedDiesel, priceOnRequest: true }
    expect(exclusionCodes('google-vehicle-ads', car)).toEqual(['priceOnRequest'])
    expect(exclusionCodes('meta', car)).toEqual(['priceOnRequest'])
  })

  it('names every missing attribute of each channel', () => {
    const car: ChannelCar = {
      ...usedDiesel,
      vin: null,
      euroClass: null,
      co2: null,
      firstRegistration: null,
      colors: [],
      description: ' ',
      photos: [{ width: 799 }, { width: null }],
    }
    expect(exclusionCodes('google-vehicle-ads', car)).toEqual([
      'noPhoto',
      'noEuroClass',
      'noCo2',
      'noFirstRegistration',
    ])
    expect(exclusionCodes('meta', car)).toEqual(['noPhoto', 'noVin', 'noColor', 'noDescription'])
  })

  it('asks no CO₂ of an electric car, no registration of a new one, the consumption of a new one that burns fuel', () => {
    expect(exclusionCodes('google-vehicle-ads', { ...usedDiesel, fuel: 'elettrica', co2: null })).toEqual([])
    const newCar = { ...usedDiesel, condition: 'nuova' as const, firstRegistration: null, consumption: null }
    expect(exclusionCodes('google-vehicle-ads', newCar)).toEqual(['noConsumption'])
  })

  it('leaves a reserved car out of Google, which offers only cars for sale, and in Meta', () => {
    const reserved = { ...usedDiesel, status: 'prenotata' as const }
    expect(exclusionCodes('google-vehicle-ads', reserved)).toEqual(['reserved'])
    expect(exclusionCodes('meta', reserved)).toEqual([])
    expect(isOffered(reserved)).toBe(true)
    expect(isOffered({ status: 'venduta' })).toBe(false)
  })

  it('uses only photos at least 800 px wide', () => {
    expect(feedPhotos(usedDiesel.photos)).toEqual([{ width: 1600 }])
  })

  it('asks the store code for Google only', () => {
    expect(channelProblemCodes('google-vehicle-ads', { googleStoreCode: '' })).toEqual(['noStoreCode'])
    expect(channelProblemCodes('google-vehicle-ads', { googleStoreCode: 'ARDA1' })).toEqual([])
    expect(channelProblemCodes('meta', {})).toEqual([])
  })

  it('builds the feed address from the site, the channel and the key', () => {
    expect(feedUrl('https://auto.example/', 'meta', 'abc')).toBe('https://auto.example/feeds/meta/abc.csv')
    expect(feedUrl('https://auto.example', 'google-vehicle-ads', 'k')).toBe(
      'https://auto.example/feeds/google-vehicle-ads/k.tsv',
    )
  })
})
