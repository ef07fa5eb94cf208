import type { Call } from './apiClient'

/** The causes of server errors found by attacking the site, each answered 4xx now, as requests to send. */

export type Car = { id: number; slug: string; selectedMediaIds: number[]; images: string[]; mainImage: string | null }
export type Context = { cookie: string; car: Car }
export type Case = [name: string, status: number, request: (context: Context) => Call & { path: string }]

const anonymous = (method: string, path: string, body?: string, contentType?: string) => () => ({
  method,
  path,
  body,
  headers: (contentType ? { 'content-type': contentType } : {}) as Record<string, string>,
})
const admin =
  (method: string, path: (context: Context) => string, body?: string, contentType = 'application/json') =>
  (context: Context) => ({
    method,
    path: path(context),
    body,
    cookie: context.cookie,
    headers: { 'content-type': contentType },
  })
const cut = '--XYZ\r\nContent-Disposition: form-data; name="brand"\r\n\r\nFiat'
const badPayload = '--XYZ\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{non json\r\n--XYZ--\r\n'
const carPath = (context: Context) => `/api/cars/${context.car.id}`

/** Query strings Payload could not answer: a visitor's are outside what the site asks; a signed-in user's are checked too. */
const queryCauses: Case[] = [
  ['where=abc', 400, anonymous('GET', '/api/cars?where=abc')],
  ['near on a text field', 400, anonymous('GET', '/api/cars?where[brand][near]=1,2')],
  ['within on a number field', 400, anonymous('GET', '/api/cars?where[price][within]=1')],
  ['intersects on a date field', 400, anonymous('GET', '/api/cars?where[createdAt][intersects]=1')],
  ['contains on a number', 400, anonymous('GET', '/api/cars?where[price][contains]=1')],
  ['like on a date', 400, anonymous('GET', '/api/cars?where[createdAt][like]=2024')],
  ['like on an id', 400, anonymous('GET', '/api/cars?where[id][like]=1')],
  ['all on a list of texts', 400, anonymous('GET', '/api/cars?where[colors][all]=Rosso')],
  ['not_like on a list of photos', 400, anonymous('GET', '/api/cars?where[photos][not_like]=1')],
  ['a value of the wrong type', 400, anonymous('GET', '/api/cars?where[fuel][equals]=vapore')],
  ['an id past the column', 400, anonymous('GET', '/api/cars?where[id][equals]=99999999999')],
  ['a duplicated limit', 400, anonymous('GET', '/api/cars?limit=1&limit=2')],
  ['a negative limit on /api/media', 400, anonymous('GET', '/api/media?limit=-1')],
  ['a page below 1 on /api/media', 400, anonymous('GET', '/api/media?page=-1')],
  ['a limit past the maximum on /api/users', 400, anonymous('GET', '/api/users?limit=99999')],
  ['a page past the maximum on /api/payload-kv', 400, anonymous('GET', '/api/payload-kv?page=99999999')],
  ['a sort on an unknown field', 400, anonymous('GET', '/api/cars?sort=password')],
  ['data that is not JSON', 400, anonymous('GET', '/api/cars?data=abc')],
]

function signedInToo(cases: Case[]): Case[] {
  const signedIn = cases.map(([name, status, request]): Case => [
    `${name}, signed in`,
    status,
    (context) => ({ ...request(context), cookie: context.cookie }),
  ])
  return [...cases, ...signedIn]
}

export const causes: Case[] = [
  [
    'multipart without a boundary on a stock POST',
    400,
    anonymous('POST', '/api/users/login', 'x', 'multipart/form-data'),
  ],
  [
    'multipart cut short on a stock POST',
    400,
    admin('POST', () => '/api/cars', cut, 'multipart/form-data; boundary=XYZ'),
  ],
  [
    'multipart whose _payload is not JSON',
    400,
    admin('POST', () => '/api/media', badPayload, 'multipart/form-data; boundary=XYZ'),
  ],
  ...signedInToo(queryCauses),
  ['a missing file under /api/media/file/', 404, anonymous('GET', '/api/media/file/nessuna.jpg')],
  ['a missing file under /api/media/file/, signed in', 404, admin('GET', () => '/api/media/file/nessuna.jpg')],
  ['POST /api/users/verify/x', 404, anonymous('POST', '/api/users/verify/x')],
  ['a route that does not exist', 404, anonymous('GET', '/api/nessuna-raccolta')],
  ['a name every object has in the place of a collection', 404, anonymous('GET', '/api/constructor')],
  ['TRACE', 405, anonymous('TRACE', '/api/cars')],
  ['PUT on a collection', 405, anonymous('PUT', '/api/cars')],
  ['PATCH with body null', 400, admin('PATCH', carPath, 'null')],
  ['PATCH with body "str"', 400, admin('PATCH', carPath, '"str"')],
  ['PATCH with body 1', 400, admin('PATCH', carPath, '1')],
  ['PATCH with a list as body', 400, admin('PATCH', carPath, '[{"price":1}]')],
  ['PATCH with JSON sent as text/plain', 415, admin('PATCH', carPath, '{"price":1}', 'text/plain')],
  [
    'a long query sent as JSON',
    400,
    (context) => ({
      ...admin('POST', () => '/api/cars', '{')(context),
      headers: { 'content-type': 'application/json', 'x-http-method-override': 'GET' },
    }),
  ],
]
