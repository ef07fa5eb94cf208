import { describe, expect, it } from 'vitest'
import { openInMapsUrl, openStreetMapEmbedUrl } from './map-links'

const address = { street: 'Via Emilia 1', postalCode: '29017', city: "Fiorenzuola d'Arda", province: 'PC' }

describe('openStreetMapEmbedUrl', () => {
  it('centres the map on the dealer and puts a marker there', () => {
    expect(openStreetMapEmbedUrl({ ...address, latitude: 44.9266, longitude: 9.9105 })).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=9.90450,44.92060,9.91650,44.93260&layer=mapnik&marker=44.9266,9.9105',
    )
  })

  it('gives no map without a position', () => {
    expect(openStreetMapEmbedUrl(address)).toBeNull()
  })
})

describe('openInMapsUrl', () => {
  it('searches the position when there is one, the address otherwise', () => {
    expect(openInMapsUrl({ ...address, latitude: 44.9266, longitude: 9.9105 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=44.9266%2C9.9105',
    )
    expect(openInMapsUrl(address)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Via%20Emilia%201%2C%2029017%20Fiorenzuola%20d'Arda%20(PC)",
    )
  })
})
