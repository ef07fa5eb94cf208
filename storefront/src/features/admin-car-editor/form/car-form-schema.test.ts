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
      descriptionEn: '',
      featuresEn: [],
      colors: [],
      youtubeVideoId: '',
      status: 'disponibile',
      priceOnRequest: false,
      firstRegistration: null,
      euroClass: null,
      consumption: null,
      co2: null,
      electricRange: null,
      displacement: null,
      doors: null,
      seats: null,
      kerbWeight: null,
      previousOwners: null,
      serviceHistory: false,
      warrantyMonths: null,
      vatRegime: null,
      plate: null,
      vin: null,
      stockNumber: null,
      selectedMediaIds: [],
    })
  })

  it('reads the Italian data as people type it', () => {
    expect(
      schema.parse(
        values({
          firstRegistration: '3/2021',
          euroClass: 'euro6d-temp',
          consumption: '5,45',
          co2: '0',
          kerbWeight: '1.320 kg',
          previousOwners: '0',
          vatRegime: 'esposta',
          plate: 'ga 123-bc',
          vin: 'wba8j11040k734512',
        }),
      ),
    ).toMatchObject({
      firstRegistration: '2021-03',
      euroClass: 'euro6d-temp',
      consumption: 5.5,
      co2: 0,
      kerbWeight: 1320,
      previousOwners: 0,
      vatRegime: 'esposta',
      plate: 'GA123BC',
      vin: 'WBA8J11040K734512',
    })
    expect(schema.parse(values({ firstRegistration: '2026-11' })).firstRegistration).toBe('2026-11')
  })

  it('refuses Italian data the server would refuse', () => {
    expect(
      issuesOf(
        values({
          firstRegistration: '2026-12',
          consumption: 'tanto',
          doors: '12',
          plate: 'GA*123',
          vin: 'WBA8J11040K73451',
        }),
      ),
    ).toEqual({
      firstRegistration: 'form.errors.registrationFuture',
      consumption: 'form.errors.decimal {"min":0,"max":100}',
      doors: 'form.errors.integer {"min":1,"max":7}',
      plate: 'form.errors.plate {"max":10}',
      vin: 'form.errors.vin',
    })
    expect(issuesOf(values({ firstRegistration: '13/2020' }))).toEqual({
      firstRegistration: 'form.errors.registration',
    })
  })

  it('asks a new or km 0 car for consumption and CO₂, and nothing of a used one', () => {
    expect(issuesOf(values({ condition: 'nuova' }))).toEqual({
      consumption: 'form.errors.emissionsRequired',
      co2: 'form.errors.emissionsRequired',
    })
    expect(issuesOf(values({ condition: 'km0', consumption: '4,9' }))).toEqual({
      co2: 'form.errors.emissionsRequired',
    })
    expect(schema.parse(values({ condition: 'nuova', consumption: '15,2', co2: '0' }))).toMatchObject({
      consumption: 15.2,
      co2: 0,
    })
  })

  it('reads numbers as whole numbers, with the fallbacks of the specification', () => {
    const parsed = schema.parse(
      values({ year: 'duemila', price: 'su richiesta', priceOnRequest: true, mileage: '45.000 km', power: '150 CV' }),
    )

    expect(parsed).toMatchObject({ year: 2026, price: 0, priceOnRequest: true, mileage: 45000, power: 150 })
  })

  it('refuses a price of 0 unless the price is on request', () => {
    expect(issuesOf(values({ price: '0' }))).toEqual({ price: 'form.errors.priceRequired' })
    expect(issuesOf(values({ price: 'su richiesta' }))).toEqual({ price: 'form.errors.priceRequired' })
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
