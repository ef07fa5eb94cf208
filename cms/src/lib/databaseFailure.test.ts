import { describe, expect, it } from 'vitest'

import { isDatabaseUnreachable } from './databaseFailure'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006', 'connection failure')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a full pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ["Payload's failed transaction", new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a query error wrapping one',
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNRESET') }),
    ],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true)
  })

  it.each([
    ['a syntax error', withCode('42601', 'syntax error at or near "x"')],
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a photo store that is down', Object.assign(withCode('ECONNREFUSED'), { $metadata: { attempts: 3 } })],
    ['something else', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false)
  })
})
