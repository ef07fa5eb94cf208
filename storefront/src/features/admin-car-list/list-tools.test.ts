import { describe, expect, it } from 'vitest'
import { carFixture } from '@/test/fixtures'
import { statusCounts, daysInStock, listViewParams, readListView, viewCars } from './list-tools'

const cars = [
  carFixture({
    id: 1,
    brand: 'Citroën',
    model: 'C3',
    name: 'Citroën C3 PureTech',
    price: 14000,
    createdAt: '2026-09-01T10:00:00Z',
  }),
  carFixture({
    id: 2,
    brand: 'BMW',
    model: 'X1',
    name: 'BMW X1 sDrive18d',
    price: 31000,
    createdAt: '2026-11-01T10:00:00Z',
    isAvailable: false,
    status: 'prenotata',
  }),
  carFixture({
    id: 3,
    brand: 'BMW',
    model: 'Serie 3',
    name: 'BMW 320d Touring',
    price: 29000,
    createdAt: '2026-10-01T10:00:00Z',
  }),
  carFixture({
    id: 4,
    brand: 'Fiat',
    model: 'Panda',
    name: 'Fiat Panda Cross',
    price: 9000,
    createdAt: '2026-08-01T10:00:00Z',
    isAvailable: false,
    status: 'venduta',
  }),
]
const ids = (list: typeof cars) => list.map((car) => car.id)

describe('viewCars', () => {
  it('finds by brand, model or name, every word, without minding case or accents', () => {
    expect(ids(viewCars(cars, { query: 'citroen', status: 'all', sort: 'newest' }))).toEqual([1])
    expect(ids(viewCars(cars, { query: 'bmw touring', status: 'all', sort: 'newest' }))).toEqual([3])
    expect(ids(viewCars(cars, { query: '  ', status: 'all', sort: 'newest' }))).toEqual([2, 3, 1, 4])
  })

  it('filters by status and sorts by price or time in stock', () => {
    expect(ids(viewCars(cars, { query: '', status: 'disponibile', sort: 'price-desc' }))).toEqual([3, 1])
    expect(ids(viewCars(cars, { query: '', status: 'prenotata', sort: 'newest' }))).toEqual([2])
    expect(ids(viewCars(cars, { query: '', status: 'venduta', sort: 'newest' }))).toEqual([4])
    expect(ids(viewCars(cars, { query: '', status: 'all', sort: 'price-asc' }))).toEqual([4, 1, 3, 2])
    expect(ids(viewCars(cars, { query: '', status: 'all', sort: 'longest-in-stock' }))).toEqual([4, 1, 3, 2])
  })
})

describe('statusCounts', () => {
  it('counts each filter for the search as typed', () => {
    expect(statusCounts(cars, '')).toEqual({ all: 4, disponibile: 2, prenotata: 1, venduta: 1 })
    expect(statusCounts(cars, 'bmw')).toEqual({ all: 2, disponibile: 1, prenotata: 1, venduta: 0 })
  })
})

describe('the view in the address', () => {
  it('round-trips and leaves the defaults out', () => {
    const view = { query: 'bmw', status: 'venduta', sort: 'price-asc' } as const
    expect(readListView(listViewParams(view))).toEqual(view)
    expect(listViewParams({ query: '', status: 'all', sort: 'newest' }).toString()).toBe('')
    expect(readListView(new URLSearchParams('stato=rubata&ordine=a-caso'))).toEqual({
      query: '',
      status: 'all',
      sort: 'newest',
    })
  })
})

describe('daysInStock', () => {
  it('counts whole days since the car was added', () => {
    expect(daysInStock(cars[0], new Date('2026-09-11T09:00:00Z'))).toBe(9)
  })
})
