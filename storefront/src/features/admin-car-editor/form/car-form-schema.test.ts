import { describe, expect, it } from 'vitest'
import { YOUTUBE_INVALID_MESSAGE } from '@autosalone/domain/youtube'
import itAdmin from '@/locales/it/admin.json'
import type { AdminT } from '@/panel/i18n/use-admin-translation'
import { carFormSchema, hasMissingRequiredField } from './car-form-schema'
import { emptyCarFormValues, type CarFormValues } from './car-form-values'

const t: AdminT = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key)
const now = new Date('2026-11-21T10:00:00Z')
const schema = carFormSchema(t, now)

function values(overrides: Partial<CarFormValues> = {}): CarFormValues {
  return {
    ...emptyCarFormValues(now),
    brand: 'Fiat',
    model: 'Panda',
    name: 'Fiat Panda Cross',
    price: '12.500',
    ...overrides,
  }
}

function issuesOf(input: CarFormValues) {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected the form to be refused')
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('carFormSchema', () => {
  it('turns the defaults plus the required texts into the payload the API takes', () => {
    expect(schema.parse(values())).toEqual({
      brand: 'Fiat',
      model: 'Panda',
      name: 'Fiat Panda Cross',
      year: 2026,
      price: 12500,
      mileage: 0,
      power: 0,
      fuel: 'benzina',
      transmission: 'manuale',
      category: 'berlina',
      condition: 'usata',
      description: '',
      features: [],
      colors: [],
      youtubeVideoId: '',
      isAvailable: true,
      selectedMediaIds: [],
    })
  })

  it('reads numbers as whole numbers, with the fallbacks of the specification', () => {
    const parsed = schema.parse(
      values({ year: 'duemila', price: 'su richiesta', mileage: '45.000 km', power: '150 CV' }),
    )

    expect(parsed).toMatchObject({ year: 2026, price: 0, mileage: 45000, power: 150 })
  })

  it('refuses numbers outside the bounds the server accepts', () => {
    expect(issuesOf(values({ year: '1850', power: '5000' }))).toEqual({
      year: 'form.errors.integer {"min":1900,"max":2027}',
      power: 'form.errors.integer {"min":0,"max":2000}',
    })
  })

  it('trims texts and drops empty feature and colour rows', () => {
    const parsed = schema.parse(
      values({
        brand: '  Fiat ',
        features: [{ text: ' Clima ' }, { text: '   ' }, { text: '' }, { text: 'Cerchi in lega' }],
        colors: [{ text: '' }, { text: 'Rosso' }],
      }),
    )

    expect(parsed.brand).toBe('Fiat')
    expect(parsed.features).toEqual(['Clima', 'Cerchi in lega'])
    expect(parsed.colors).toEqual(['Rosso'])
  })

  it('reduces a YouTube link to its id and refuses anything else', () => {
    expect(schema.parse(values({ youtubeVideoId: 'https://youtu.be/dQw4w9WgXcQ?t=3' })).youtubeVideoId).toBe(
      'dQw4w9WgXcQ',
    )
    expect(schema.parse(values({ youtubeVideoId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).youtubeVideoId).toBe(
      'dQw4w9WgXcQ',
    )
    expect(issuesOf(values({ youtubeVideoId: 'https://vimeo.com/1' }))).toEqual({
      youtubeVideoId: 'form.youtubeInvalid',
    })
  })

  it('says in Italian what the server says about a link that is not a video', () => {
    expect(itAdmin.form.youtubeInvalid).toBe(YOUTUBE_INVALID_MESSAGE)
  })

  it('marks every blank required field', () => {
    const blank = values({ brand: ' ', model: '', name: '', year: '', price: '' })

    expect(issuesOf(blank)).toEqual({
      brand: 'form.errors.required',
      model: 'form.errors.required',
      name: 'form.errors.required',
      year: 'form.errors.required',
      price: 'form.errors.required',
    })
    expect(hasMissingRequiredField(blank)).toBe(true)
    expect(hasMissingRequiredField(values())).toBe(false)
  })
})
