import { describe, expect, it } from 'vitest'
import { carFixture } from '@/test/fixtures'
import { carToFormValues, emptyCarFormValues } from './car-form-values'

describe('emptyCarFormValues', () => {
  it('starts with this year, empty numbers, one empty row each and the car available', () => {
    expect(emptyCarFormValues(new Date('2026-03-01'))).toMatchObject({
      year: '2026',
      price: '',
      mileage: '',
      power: '',
      features: [{ text: '' }],
      colors: [{ text: '' }],
      status: 'disponibile',
      fuel: 'benzina',
      transmission: 'manuale',
      category: 'berlina',
    })
  })
})

describe('carToFormValues', () => {
  it('shows zeros as empty and brings back every colour', () => {
    const car = carFixture({ mileage: 0, power: 0, colors: ['Nero', 'Bianco'], youtubeVideoId: 'dQw4w9WgXcQ' })

    expect(carToFormValues(car)).toMatchObject({
      price: '38900',
      mileage: '',
      power: '',
      colors: [{ text: 'Nero' }, { text: 'Bianco' }],
      youtubeVideoId: 'dQw4w9WgXcQ',
      status: 'disponibile',
      selectedMediaIds: [11],
    })
  })

  it('keeps one empty row when a list is empty', () => {
    expect(carToFormValues(carFixture({ features: [] })).features).toEqual([{ text: '' }])
  })
})
