import { describe, expect, it } from 'vitest'

import { adminCarRowSchema } from './admin-car-list/list-answer.ts'
import { AnswerShapeError, readAnswer } from './answer-contract.ts'
import { carCardSchema } from './car-cards.ts'
import { carCoverSchema, carImagesAnswerSchema, coverVariants, coverVariantsSchema } from './car-record.ts'

const cover = {
  id: 9,
  original: '/api/media/file/panda.jpg',
  large: '/api/media/file/panda-1600x1200.webp',
  card: '/api/media/file/panda-800x600.webp',
  thumbnail: '/api/media/file/panda-400x300.webp',
  width: 1600,
  height: 1200,
}

describe("a car's cover", () => {
  it('is the same declaration on a card and, as its two variants, on a panel row', () => {
    expect(carCardSchema.shape.cover).toBe(carCoverSchema)
    expect(adminCarRowSchema.shape.thumbnail).toBe(coverVariantsSchema.shape.thumbnail)
    expect(adminCarRowSchema.shape.card).toBe(coverVariantsSchema.shape.card)
  })

  it("gives a row the cover's variants, or none for a car without photos", () => {
    expect(coverVariants(cover)).toEqual({ thumbnail: cover.thumbnail, card: cover.card })
    expect(coverVariants(null)).toEqual({ thumbnail: null, card: null })
    expect(coverVariants(undefined)).toEqual({ thumbnail: null, card: null })
  })

  it('refuses a cover without its card variant, naming the field', () => {
    const { card: _card, ...drifted } = cover
    expect(() => readAnswer(carCoverSchema, drifted, 'GET /api/cars')).toThrow(/card: .*string/)
    expect(() => readAnswer(coverVariantsSchema, { thumbnail: 3, card: null }, 'GET /api/admin/cars')).toThrow(
      /thumbnail: /,
    )
  })
})

describe("a car's full-quality images", () => {
  it('reads the URLs, cover first', () => {
    const answer = { images: [cover.large, '/api/media/file/panda-2.webp'] }
    expect(readAnswer(carImagesAnswerSchema, answer, 'GET /api/cars/4/images')).toBe(answer)
  })

  it('refuses a drifted answer, naming the field', () => {
    const read = () => readAnswer(carImagesAnswerSchema, { images: [cover] }, 'GET /api/cars/4/images')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/images\.0: .*string/)
  })
})
