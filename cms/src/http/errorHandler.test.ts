import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { answerUnhandledErrors } from './errorHandler'

const logger = { info: vi.fn(), error: vi.fn() }
const app = express()
app.get('/assets/{*file}', (_req, _res, next) => next(Object.assign(new Error('Not Found'), { status: 404 })))
app.post('/api/form', (_req, _res, next) =>
  next(Object.assign(new Error('request entity too large'), { statusCode: 413 })),
)
app.get('/crash', () => {
  throw new Error('boom')
})
app.use(answerUnhandledErrors(() => ({ logger }) as unknown as Payload))

let server: ReturnType<typeof app.listen>
let base: string
beforeAll(async () => {
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

describe('answerUnhandledErrors', () => {
  it('answers an error with a 4xx status with that status, logged in one line', async () => {
    logger.info.mockClear()
    const missing = await fetch(`${base}/assets/old.js`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('Risorsa non trovata')
    const tooLarge = await fetch(`${base}/api/form`, { method: 'POST' })
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ errors: [{ message: 'Richiesta troppo grande' }] })
    expect(logger.info.mock.calls).toEqual([
      ['GET /assets/old.js refused (404): Not Found'],
      ['POST /api/form refused (413): request entity too large'],
    ])
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('answers anything else with 500 and logs the error with its stack', async () => {
    const response = await fetch(`${base}/crash`)
    expect(response.status).toBe(500)
    expect(await response.text()).toBe('Errore interno del server: riprova tra poco.')
    expect(logger.error).toHaveBeenCalledWith({
      err: expect.objectContaining({ message: 'boom' }),
      msg: 'GET /crash failed',
    })
  })
})
