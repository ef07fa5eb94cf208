import { describe, expect, it } from 'vitest'
import { adminCarKeys, adminKeys, auditLogKeys, carKeys, importKeys, leadKeys, mediaKeys, siteKeys } from './query-keys'

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  expect(key.slice(0, prefix.length)).toEqual(prefix)

describe('query keys', () => {
  it('puts every public car key under the cars root, lists under lists()', () => {
    for (const key of [carKeys.lists(), carKeys.details(), carKeys.detail('a'), carKeys.images(1)])
      startsWith(key, carKeys.all())
    for (const key of [
      carKeys.stock(1),
      carKeys.inventory({}, 1),
      carKeys.recentlySold(),
      carKeys.inventoryChoices(),
      carKeys.bySlugs(['a']),
      carKeys.compareChoices(),
      carKeys.similar(1),
    ])
      startsWith(key, carKeys.lists())
    startsWith(carKeys.detail('a'), carKeys.details())
  })

  it('puts every panel key under the panel root, so signing out drops them all', () => {
    for (const key of [
      adminKeys.me(),
      adminKeys.settings(),
      adminKeys.staffUsers(),
      adminCarKeys.all(),
      mediaKeys.all(),
      leadKeys.all(),
      auditLogKeys.all(),
      importKeys.all(),
    ])
      startsWith(key, adminKeys.all())
    expect(carKeys.all()[0]).not.toBe(adminKeys.all()[0])
    expect(siteKeys.all()[0]).not.toBe(adminKeys.all()[0])
  })

  it('nests a car of the panel, its history and prices under its detail, and the list pages under lists()', () => {
    startsWith(adminCarKeys.list({} as never), adminCarKeys.lists())
    for (const key of [adminCarKeys.lists(), adminCarKeys.detail(1), adminCarKeys.trash()])
      startsWith(key, adminCarKeys.all())
    startsWith(adminCarKeys.history(1), adminCarKeys.detail(1))
    startsWith(adminCarKeys.prices(1), adminCarKeys.detail(1))
  })

  it('nests a lead and its desk under the leads, the photos under the media', () => {
    startsWith(leadKeys.list({}), leadKeys.lists())
    startsWith(leadKeys.activities(1), leadKeys.detail(1))
    for (const key of [leadKeys.newCount(), leadKeys.testDrives(null), leadKeys.carChoices('x'), leadKeys.buyerOf(1)])
      startsWith(key, leadKeys.all())
    startsWith(mediaKeys.list(), mediaKeys.all())
    startsWith(mediaKeys.trash(), mediaKeys.all())
    startsWith(importKeys.detail(1), importKeys.all())
  })

  it('keeps the values the server-rendered pages hand to the browser', () => {
    expect(carKeys.stock(1)).toEqual(['cars', 'list', 'stock', 1])
    expect(carKeys.detail('fiat-panda')).toEqual(['cars', 'detail', 'fiat-panda'])
    expect(carKeys.inventoryChoices()).toEqual(['cars', 'list', 'inventory-choices'])
    expect(siteKeys.settings()).toEqual(['site', 'settings'])
    expect(siteKeys.texts()).toEqual(['site', 'texts'])
  })
})
