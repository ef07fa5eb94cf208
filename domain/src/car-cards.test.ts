import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from './answer-contract.ts'
import { carCardPageSchema, carChoicesAnswerSchema, compareChoicesAnswerSchema } from './car-cards.ts'

/** A card in the shape `GET /api/cars` answers it with the card's fields selected. */
const card = {
  id: 4,
  slug: 'fiat-panda-1-0-hybrid-2022',
  name: 'Fiat Panda 1.0 Hybrid',
  year: 2022,
  price: 12900,
  priceOnRequest: false,
  mileage: 18000,
  fuel: 'ibrida',
  transmission: 'manuale',
  category: 'city-car',
  condition: 'usata',
  isAvailable: true,
  status: 'disponibile',
  euroClass: 'euro6d',
  previousOwners: 1,
  newDriverSuitable: true,
  priceDrop: { previousPrice: 13900, reducedAt: '2026-10-01T09:00:00.000Z' },
  cover: {
    id: 9,
    original: '/api/media/file/panda.jpg',
    large: '/api/media/file/panda-1600x1200.webp',
    card: '/api/media/file/panda-800x600.webp',
    thumbnail: '/api/media/file/panda-400x300.webp',
    width: 1600,
    height: 1200,
  },
}
const page = {
  docs: [card],
  totalDocs: 1,
  limit: 12,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
}

describe('car card answers', () => {
  it('reads a page of cards and hands it back as received, keys in the order the server sent them', () => {
    const read = readAnswer(carCardPageSchema, page, 'GET /api/cars')
    expect(read).toBe(page)
    expect(Object.keys(read.docs[0] ?? {})).toEqual(Object.keys(card))
  })

  it('refuses a drifted card with an error naming the answer and the fields that differ', () => {
    const drifted = { ...page, docs: [{ ...card, price: '12.900 €', fuel: 'gasolio', cover: undefined }] }
    const read = () => readAnswer(carCardPageSchema, drifted, 'GET /api/cars')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/^The answer of GET \/api\/cars does not match its contract: docs\.0\.price: .*number/)
    expect(read).toThrow(/docs\.0\.fuel: /)
  })

  it('keeps a very long address short in the message', () => {
    const read = () => readAnswer(carCardPageSchema, {}, `GET /api/cars?${'select[name]=true&'.repeat(20)}`)
    expect(read).toThrow(/^The answer of GET \/api\/cars\?select\[name\]=true&.{80,95}… does not match/)
  })
})

describe('the inventory choices answer', () => {
  const choices = { docs: [{ id: 4, brand: 'Fiat', model: 'Panda', category: 'city-car' }], totalDocs: 1 }

  it('reads every listed car’s make, model and category', () => {
    expect(readAnswer(carChoicesAnswerSchema, choices, 'GET /api/cars?pagination=false').docs[0]?.model).toBe('Panda')
  })

  it('refuses a drifted choice, naming the field', () => {
    const drifted = { docs: [{ id: 4, brand: 'Fiat', model: null, category: 'astronave' }] }
    const read = () => readAnswer(carChoicesAnswerSchema, drifted, 'GET /api/cars?pagination=false')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/docs\.0\.model: .*string/)
    expect(read).toThrow(/docs\.0\.category: /)
  })
})

describe('the compare page’s choices answer', () => {
  it('reads every listed car’s slug and name, and refuses a drifted one naming the field', () => {
    const answer = { docs: [{ id: 4, slug: 'fiat-panda-2022', name: 'Fiat Panda' }] }
    expect(readAnswer(compareChoicesAnswerSchema, answer, 'GET /api/cars?pagination=false')).toBe(answer)
    const drifted = { docs: [{ id: 4, slug: 'fiat-panda-2022' }] }
    expect(() => readAnswer(compareChoicesAnswerSchema, drifted, 'GET /api/cars?pagination=false')).toThrow(
      /docs\.0\.name: .*string/,
    )
  })
})
