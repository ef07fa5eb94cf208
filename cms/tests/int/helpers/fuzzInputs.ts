/** The malformed pieces a fuzz request is built from: path parameters, query strings, bodies. */

export type Random = () => number

/** mulberry32: a small seeded generator, so a run (and a failure) repeats exactly with the same seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]

const enc = encodeURIComponent

/** Ids no record has: words, fractions, negatives, past the column, SQL, traversal, encodings. */
export const BAD_IDS = [
  'abc',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999',
  '9'.repeat(40),
  '%20',
  '1%20OR%201%3D1',
  '%27',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'x'.repeat(300),
  '%E2%82%AC',
  'null',
  'undefined',
  '%E0%A4%A',
]
export const BAD_FILENAMES = [
  'nothing.jpg',
  '..%2F..%2Fetc%2Fpasswd',
  '%2Fetc%2Fpasswd',
  '..',
  '%00.jpg',
  `${'a'.repeat(250)}.jpg`,
  '%252e%252e%252f',
  'x.jpg%00.png',
]
const BAD_NUMBERS = ['-1', '0', '1e20', 'abc', '', '1.5', '99999999999', '%00', '5001', 'NaN', '-0', '+1', '%201']
const BAD_VALUES = [
  'abc',
  '',
  '%00',
  '99999999999999999999',
  '-1',
  '1e400',
  'true',
  'null',
  '2024-13-45',
  'x'.repeat(3000),
  '%FF',
  'a,b,%00',
  '%27%20OR%201%3D1--',
  '%5B%5D',
  'NaN',
  'Infinity',
  '1.5',
]
const OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'like',
  'not_like',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
  '%24ne',
  'EQUALS',
  'regex',
  '',
]
const EXTRA_FIELDS = [
  'nope',
  'password',
  'hash',
  'salt',
  '__proto__',
  'constructor',
  'photos.filename',
  'version.brand',
  'a.b.c.d',
]
/**
 * Paths through relationships: a car's photos, the request a photo belongs to,
 * that request's car, and the same inside versions (`version.`, `parent.`).
 */
const RELATION_PATHS = [
  'photos.filename',
  'photos.alt',
  'photos.lead',
  'photos.lead.name',
  'photos.lead.email',
  'photos.lead.car',
  'photos.lead.car.name',
  'photos.sizes.card.filename',
  'photos__lead__name',
  'lead.name',
  'lead.car.plate',
  'car.photos.lead.name',
  'version.photos.lead.name',
  'version.photos.filename',
  'parent.photos.alt',
  'latest.photos.lead.name',
]
const WHERE_JSON = [
  '{"brand":',
  '{"or":5}',
  '[]',
  '"x"',
  '{"brand":{"equals":{"$gt":1}}}',
  'null',
  '1',
  '{"and":[1,2]}',
]

function nested(depth: number, leaf: string): string {
  let key = 'where'
  for (let level = 0; level < depth; level += 1) key += level % 2 ? '[and][0]' : '[or][0]'
  return `${key}${leaf}`
}

/** One malformed piece of a query string for a route whose records have these fields. */
export function badQuery(random: Random, fields: string[]): string {
  const field = pick(random, random() < 0.7 && fields.length ? fields : EXTRA_FIELDS)
  const operator = pick(random, OPERATORS)
  const value = pick(random, BAD_VALUES)
  const number = pick(random, ['limit', 'page', 'depth'])
  const choices: (() => string)[] = [
    () => `where[${field}][${operator}]=${value}`,
    () => `where[${field}][${operator}][0]=${value}&where[${field}][${operator}][1]=${value}`,
    () => `where[${field}][${operator}][x]=${value}`,
    () => `where[${field}]=${value}`,
    () => `where=${enc(pick(random, WHERE_JSON))}`,
    () => pick(random, ['where=abc', 'where[or]=abc', 'where[and][0]=x', 'where[or][1001][brand][equals]=x', 'where=']),
    () => nested(6 + Math.floor(random() * 10), `[${field}][equals]=1`),
    () =>
      `sort=${pick(random, [field, `-${field}`, 'nope', '-', '--price', ',', 'price,'.repeat(30), '%00', 'x'.repeat(500)])}`,
    () => pick(random, ['sort[]=a&sort[]=b', 'sort[x]=1', 'sort=brand&sort=price']),
    () => `${number}=${pick(random, BAD_NUMBERS)}`,
    () => `${number}=1&${number}=2`,
    () => pick(random, [`${number}[]=1`, `${number}[x]=1`]),
    () =>
      `${pick(random, ['draft', 'trash', 'pagination', 'autosave', 'overrideLock'])}=${pick(random, ['maybe', '1', '', 'TRUE'])}`,
    () =>
      pick(random, [
        'select=abc',
        'select[nope]=true',
        `select[${field}]=maybe`,
        'populate[nope][x]=1',
        'populate=abc',
        'joins[x][limit]=abc',
        'joins=abc',
        'data=abc',
        'data=%7B',
        'locale[]=x',
        'fallback-locale[x]=1',
      ]),
    () =>
      pick(random, ['%', '%zz', '%E0%A4%A', 'a=%uFFFF', '%2525', '+', '&&&', '=', '%5B%5D=1', 'where%5Bbrand%5D=x']),
    () => `where[${field}][like]=${'x'.repeat(1000 + Math.floor(random() * 20_000))}`,
    () => {
      const path = pick(random, RELATION_PATHS)
      return pick(random, [
        `where[${path}][${pick(random, ['equals', 'exists', 'like', 'in', 'contains'])}]=${pick(random, ['x', '1', 'true', 'a,b'])}`,
        `where[or][0][${path}][equals]=x&where[or][1][brand][equals]=Fiat`,
        `sort=${pick(random, ['', '-'])}${path}`,
        `select[${path.split('.').join('][')}]=true`,
        `where[photos][contains][lead][name][equals]=x`,
        `populate[leads][name]=true&depth=2&where[${path}][exists]=true`,
      ])
    },
  ]
  return pick(random, choices)()
}

export interface FuzzBody {
  contentType?: string
  body: Buffer
}

const json = (text: string): FuzzBody => ({ contentType: 'application/json', body: Buffer.from(text) })
const typed = (contentType: string | undefined, text: string | Buffer): FuzzBody => ({
  contentType,
  body: Buffer.isBuffer(text) ? text : Buffer.from(text),
})
const part = (name: string, value: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

/** Bodies that can never be read as data: what a signed-in fuzz request may send without changing anything. */
export const UNREADABLE_BODIES: FuzzBody[] = [
  json('{"brand": "Fi'),
  json('null'),
  json('[]'),
  json('[1,2]'),
  json('1'),
  json('"str"'),
  json('true'),
  json('{'.repeat(3000)),
  json(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  typed('text/plain', '{"brand":"Fiat"}'),
  typed('application/xml', '<car><brand>Fiat</brand></car>'),
  typed('application/x-www-form-urlencoded', 'a=1&b&&=c'),
  typed(undefined, 'garbage'),
  typed('application/octet-stream', Buffer.from([0, 255, 1, 254, 0, 0])),
  typed('multipart/form-data', 'x'),
  typed('multipart/form-data; boundary=XYZ', 'garbage'),
  typed('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="brand"\r\n\r\nFiat'),
  typed('multipart/form-data; boundary=XYZ', `${part('_payload', '{not json')}--XYZ--\r\n`),
  typed('multipart/form-data; boundary=XYZ', `${part('_payload', 'null')}--XYZ--\r\n`),
  typed('multipart/form-data; boundary=XYZ', `${part('_payload', '[1]')}--XYZ--\r\n`),
  typed('multipart/mixed; boundary=a', '--a\r\n\r\nx\r\n--a--'),
  typed('application/json; charset=latin1', Buffer.from([0x7b, 0x22, 0xe9, 0x22])),
]

/** Bodies of the right type with wrong contents: only for anonymous requests, which may change nothing. */
const WRONG_OBJECTS: FuzzBody[] = [
  json('{"price":"abc","year":{"a":1},"brand":[1,2]}'),
  json('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
  json(JSON.stringify({ username: 'nessuno-fuzz', password: 'x'.repeat(2000) })),
  json(JSON.stringify({ username: { $ne: null }, password: { $gt: '' } })),
  json(''),
]

export function badBody(random: Random, signedIn: boolean): FuzzBody {
  return pick(random, signedIn ? UNREADABLE_BODIES : [...UNREADABLE_BODIES, ...WRONG_OBJECTS])
}
