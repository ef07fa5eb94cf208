import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from './answer-contract.ts'
import { photoFields } from './car-record.ts'
import { deletedCarAnswerSchema, trashedCarsAnswerSchema } from './car-trash.ts'

const photo = {
  id: 9,
  original: '/api/media/file/panda.jpg',
  large: '/api/media/file/panda-1600x1200.webp',
  card: '/api/media/file/panda-800x600.webp',
  thumbnail: '/api/media/file/panda-400x300.webp',
  width: 1600,
  height: 1200,
}

/** A deleted car in the shape `GET /api/admin/trash` answers it. */
const trashed = {
  id: 4,
  slug: 'fiat-panda-1-0-hybrid-2022',
  brand: 'Fiat',
  model: 'Panda',
  name: 'Fiat Panda 1.0 Hybrid',
  year: 2022,
  price: 12900,
  priceOnRequest: false,
  mileage: 18000,
  power: 70,
  fuel: 'ibrida',
  transmission: 'manuale',
  category: 'city-car',
  condition: 'usata',
  colors: ['Bianco'],
  color: 'Bianco',
  description: 'Un solo proprietario.',
  features: ['Clima'],
  descriptionEn: '',
  featuresEn: [],
  youtubeVideoId: null,
  isAvailable: true,
  status: 'disponibile',
  statusChangedAt: '2026-10-01T09:00:00.000Z',
  soldAt: null,
  priceDrop: null,
  firstRegistration: '2022-03',
  euroClass: 'euro6d',
  consumption: 4.9,
  co2: 112,
  electricRange: null,
  displacement: 999,
  doors: 5,
  seats: 4,
  kerbWeight: 940,
  previousOwners: 1,
  serviceHistory: true,
  warrantyMonths: 12,
  vatRegime: 'margine',
  newDriverSuitable: true,
  plate: 'GH123JK',
  vin: null,
  stockNumber: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  deletedAt: '2026-11-01T09:00:00.000Z',
  ...photoFields([photo]),
  purgeAt: '2026-12-01T09:00:00.000Z',
}

describe('the trash’s answers', () => {
  it('reads the deleted cars, each with the day it goes for good, and a deletion', () => {
    const answer = { docs: [trashed] }
    expect(readAnswer(trashedCarsAnswerSchema, answer, 'GET /api/admin/trash')).toBe(answer)
    expect(readAnswer(deletedCarAnswerSchema, { id: 4 }, 'DELETE /api/admin/cars/4').id).toBe(4)
  })

  it('refuses a drifted answer, naming the field', () => {
    const { purgeAt: _purgeAt, ...drifted } = { ...trashed, deletedAt: null }
    const read = () => readAnswer(trashedCarsAnswerSchema, { docs: [drifted] }, 'GET /api/admin/trash')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/docs\.0\.deletedAt: .*string/)
    expect(read).toThrow(/docs\.0\.purgeAt: /)
  })
})
