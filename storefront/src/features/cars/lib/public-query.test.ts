import * as qs from 'qs-esm'
import { describe, expect, it } from 'vitest'
import type { ZodType } from 'zod'
import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS } from '@autosalone/domain/enums'
import { publicCarListQuery, publicRouteQuery } from '@autosalone/domain/public-query'
import { getSiteSettings } from '@/lib/site-settings/get-site-settings'
import { carListFixture, siteSettingsFixture } from '@/test/fixtures'
import { getInventoryChoices } from '../api/get-inventory-choices'
import { getRecentlySoldQueryOptions, getStockPage } from '../api/get-cars'
import { getSimilarCarsQueryOptions } from '../api/get-similar-cars'
import { inventoryApiPath, inventorySorts, minimumEuroClasses, type InventorySort } from './inventory-filters'

/** The paths a read asks for, answered with an empty list (or `answer`) so the caller goes on. */
async function pathsOf(
  read: (api: <T>(path: string) => Promise<T>) => Promise<unknown>,
  answer: unknown = carListFixture([]),
): Promise<string[]> {
  const paths: string[] = []
  await read(<T>(path: string) => {
    paths.push(path)
    return Promise.resolve(answer as T)
  })
  return paths
}

/** The query string as Payload's REST parses it (the same library and options). */
const parsedQuery = (path: string) =>
  qs.parse(path.split('?')[1] ?? '', { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })

function expectAccepted(schema: ZodType, path: string) {
  const parsed = schema.safeParse(parsedQuery(path))
  expect(parsed.error?.issues ?? [], path).toEqual([])
}

// Anonymous reads of Payload's REST accept only the site's own queries: every one the storefront sends must pass.
describe("the storefront's reads are within what visitors may ask", () => {
  it('the home grid, the sold strip, the search choices and the similar cars', async () => {
    const paths = [
      ...(await pathsOf((api) => getStockPage(api, 3))),
      ...(await pathsOf((api) => getRecentlySoldQueryOptions(api).queryFn!({} as never) as Promise<unknown>)),
      ...(await pathsOf((api) => getInventoryChoices(api))),
      ...(await pathsOf(
        (api) =>
          getSimilarCarsQueryOptions(api, { id: 2147483647, brand: 'Mercedes-Benz', category: 'suv' }).queryFn!(
            {} as never,
          ) as Promise<unknown>,
      )),
    ]
    expect(paths).toHaveLength(4)
    for (const path of paths) expectAccepted(publicCarListQuery, path)
  })

  it('the inventory with every filter and every order', () => {
    for (const sort of Object.keys(inventorySorts) as InventorySort[]) {
      const path = inventoryApiPath(
        {
          brand: 'Alfa Romeo',
          model: 'Giulia Quadrifoglio',
          fuel: FUELS[0],
          transmission: TRANSMISSIONS[1],
          category: CATEGORIES[2],
          condition: CONDITIONS[2],
          minPrice: 0,
          maxPrice: 999_999_999,
          minYear: 1990,
          maxYear: 2027,
          minPower: 150,
          minEuroClass: minimumEuroClasses[0],
          newDrivers: true,
          vatShown: true,
          sort,
        },
        99_999,
      )
      expectAccepted(publicCarListQuery, path)
    }
  })

  it('the site settings', async () => {
    const [path] = await pathsOf((api) => getSiteSettings(api), siteSettingsFixture)
    expectAccepted(publicRouteQuery, path)
  })

  it('refuses a filter through the photos, which the site never sends', () => {
    const parsed = publicCarListQuery.safeParse(parsedQuery('/api/cars?where[photos.lead.name][equals]=x'))
    expect(parsed.success).toBe(false)
  })
})
