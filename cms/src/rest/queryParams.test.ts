import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { queryProblem } from './queryParams'

const cars = {
  slug: 'cars',
  flattenedFields: [
    { name: 'brand', type: 'text' },
    { name: 'price', type: 'number' },
    { name: 'fuel', type: 'select', options: [{ label: 'Benzina', value: 'benzina' }, 'diesel'] },
    { name: 'isAvailable', type: 'checkbox' },
    { name: 'createdAt', type: 'date' },
    { name: 'colors', type: 'text', hasMany: true },
    { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'gallery', type: 'json' },
    { name: 'mainImage', type: 'json', virtual: true },
    { name: 'address', type: 'group', flattenedFields: [{ name: 'city', type: 'text' }] },
    { name: 'document', type: 'relationship', relationTo: ['cars', 'media'] },
  ],
}
const media = { slug: 'media', flattenedFields: [{ name: 'filename', type: 'text' }] }
const config = { collections: [cars, media], maxDepth: 10 } as unknown as SanitizedConfig
const problem = (query: Record<string, unknown>) =>
  queryProblem(query, { config, fields: config.collections[0].flattenedFields })

describe('queryProblem', () => {
  it.each<[string, Record<string, unknown>]>([
    [
      'the inventory',
      {
        depth: '0',
        limit: '100',
        sort: '-price',
        where: { isAvailable: { equals: 'true' }, fuel: { equals: 'diesel' }, price: { greater_than_equal: '1000' } },
      },
    ],
    ['the brand choices', { limit: '500', select: { brand: 'true', id: 'true' } }],
    ['a filter written as JSON', { where: '{"or":[{"brand":{"like":"fiat"}},{"price":{"less_than":20000}}]}' }],
    ['ids in a list', { where: { and: [{ id: { in: ['1', '2'] } }, { photos: { contains: '3' } }] } }],
    ['a comma-separated list', { where: { price: { not_in: '1,2.5,-3' } } }],
    [
      'a date and a nested field',
      { where: { createdAt: { less_than: '2024-05-31T12:00:00Z' }, 'address.city': { equals: 'Piacenza' } } },
    ],
    ['a field of a related record', { where: { 'photos.filename': { like: 'panda' } } }],
    [
      'the parts of a polymorphic relationship',
      { where: { 'document.value': { equals: '4' }, 'document.relationTo': { equals: 'media' } } },
    ],
    ['a limit of 0 and Payload booleans', { limit: '0', trash: 'true', draft: 'false', depth: undefined }],
  ])('accepts %s', (_name, query) => {
    expect(problem(query)).toBeNull()
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['where that is neither an object nor JSON', { where: 'abc' }, /usa where\[campo\]/],
    ['an unknown field', { where: { password: { equals: 'x' } } }, /"password" non esiste/],
    ['a virtual field', { where: { mainImage: { exists: 'true' } } }, /non si può filtrare/],
    ['a geographic operator on text', { where: { brand: { near: '1,2' } } }, /"near" non si applica al campo "brand"/],
    ['contains on a number', { where: { price: { contains: '1' } } }, /"contains" non si applica/],
    ['like on a date', { where: { createdAt: { like: '2024' } } }, /"like" non si applica/],
    ['like on an id', { where: { id: { like: '1' } } }, /"like" non si applica al campo "id"/],
    ['all on a list', { where: { colors: { all: 'Rosso' } } }, /"all" non si applica/],
    ['an operator that does not exist', { where: { brand: { $ne: 'x' } } }, /"\$ne" non esiste/],
    ['a condition without operator', { where: { brand: 'Fiat' } }, /serve un operatore/],
    ['"or" that is not a list', { where: { or: 'abc' } }, /"or" vuole un elenco/],
    ['a condition that is not an object', { where: { or: ['abc'] } }, /ogni condizione è un oggetto/],
    ['a word as a number', { where: { price: { equals: 'abc' } } }, /price equals vuole un numero/],
    ['an id past the column', { where: { id: { equals: '99999999999' } } }, /vuole un id/],
    ['a NUL byte in a text', { where: { brand: { equals: 'a\u0000b' } } }, /senza caratteri nulli/],
    ['a date that is none', { where: { createdAt: { equals: '2024-13-45' } } }, /vuole una data/],
    ['an option that does not exist', { where: { fuel: { equals: 'vapore' } } }, /uno tra: benzina, diesel/],
    ['a list where one value is wanted', { where: { brand: { equals: ['a', 'b'] } } }, /un solo valore/],
    ['an object as a value', { where: { brand: { equals: { $gt: '' } } } }, /non un oggetto/],
    ['too deep a nesting', { where: { or: [{ and: [{ or: [{ and: [{ or: [{ and: [{}] }] }] }] }] }] } }, /livelli/],
    ['a repeated limit', { limit: ['1', '2'] }, /"limit" non valido: indicalo una volta sola/],
    ['a negative limit', { limit: '-1' }, /"limit" non valido: un numero intero da 0 a 5000/],
    ['a page of 0', { page: '0' }, /"page" non valido/],
    ['a depth past the maximum', { depth: '11' }, /"depth" non valido: un numero intero da 0 a 10/],
    ['a boolean that is none', { trash: 'forse' }, /"trash" non valido: true o false/],
    ['a sort on an unknown field', { sort: 'password' }, /il campo "password" non esiste/],
    ['a sort on a list', { sort: '-colors' }, /non si può ordinare per "colors"/],
    ['a sort on JSON', { sort: 'gallery' }, /non si può ordinare per "gallery"/],
    ['a select of an unknown field', { select: { nope: 'true' } }, /"nope" non esiste/],
    ['a populate of an unknown collection', { populate: { nope: { x: 'true' } } }, /"nope" non esiste/],
    ['joins on a collection without join fields', { joins: { photos: 'false' } }, /non è un campo di collegamento/],
    ['data that is not JSON', { data: 'abc' }, /"data" non valido/],
  ])('refuses %s', (_name, query, message) => {
    expect(problem(query)).toMatch(message)
  })
})
