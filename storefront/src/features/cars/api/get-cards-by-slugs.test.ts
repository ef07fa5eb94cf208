import * as qs from 'qs-esm'
import { describe, expect, it } from 'vitest'
import { MAX_SLUG_LIST } from '@autosalone/domain/slug-list'
import { publicCarListQuery } from '@autosalone/domain/public-query'
import { carFixture, carListFixture } from '@/test/fixtures'
import { getCardsBySlugs } from './get-cards-by-slugs'

const parsedQuery = (path: string) =>
  qs.parse(path.split('?')[1] ?? '', { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })

describe('getCardsBySlugs', () => {
  it('asks for the cards of the slugs, within what visitors may ask, and keeps the list order', async () => {
    const slugs = Array.from({ length: MAX_SLUG_LIST }, (_, index) => `car-${index}`)
    const paths: string[] = []
    const cars = await getCardsBySlugs(<T>(path: string) => {
      paths.push(path)
      return Promise.resolve(carListFixture([carFixture({ slug: 'car-7' }), carFixture({ id: 2, slug: 'car-2' })]) as T)
    }, slugs)
    expect(cars.map((car) => car.slug)).toEqual(['car-2', 'car-7'])
    const parsed = publicCarListQuery.safeParse(parsedQuery(paths[0]))
    expect(parsed.error?.issues ?? []).toEqual([])
  })

  it('asks nothing for an empty list', async () => {
    const cars = await getCardsBySlugs(() => Promise.reject(new Error('asked')), [])
    expect(cars).toEqual([])
  })

  it('the public API refuses more slugs than a list holds, or what is not a slug', () => {
    const tooMany = Array.from({ length: MAX_SLUG_LIST + 1 }, (_, index) => `car-${index}`).join(',')
    expect(publicCarListQuery.safeParse(parsedQuery(`/api/cars?where[slug][in]=${tooMany}`)).success).toBe(false)
    expect(publicCarListQuery.safeParse(parsedQuery('/api/cars?where[slug][in]=Golf%20GTI')).success).toBe(false)
    expect(publicCarListQuery.safeParse(parsedQuery('/api/cars?where[slug][like]=golf')).success).toBe(false)
  })
})
