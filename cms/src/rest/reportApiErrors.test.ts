import type { PayloadRequest } from 'payload'
import { APIError, NotFound, QueryError } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { loggingLevels, reportApiErrors } from './reportApiErrors'

function report(error: Error) {
  const logger = { info: vi.fn(), error: vi.fn() }
  const req = { method: 'GET', pathname: '/api/cars', payload: { logger } } as unknown as PayloadRequest
  const result = reportApiErrors({ error, req, context: {} })
  return { logger, result }
}

describe('reportApiErrors', () => {
  it("leaves the logging of Payload's own errors and plain errors to it", () => {
    for (const name of ['APIError', 'QueryError', 'NotFound', 'ValidationError', 'AuthenticationError', 'Error']) {
      expect(loggingLevels?.[name as keyof typeof loggingLevels], name).toBe(false)
    }
  })

  it('logs a refused request in one line, without the error and its stack', () => {
    for (const error of [new APIError('Filtro non valido: x', 400), new QueryError([{ path: 'x' }]), new NotFound()]) {
      const { logger, result } = report(error)
      expect(logger.error).not.toHaveBeenCalled()
      expect(logger.info).toHaveBeenCalledTimes(1)
      expect(logger.info.mock.calls[0]).toEqual([expect.stringMatching(/^GET \/api\/cars refused \(40\d\): \S/)])
      expect(result).toBeUndefined()
    }
  })

  it('logs a server fault with its stack', () => {
    const error = new Error('connection terminated')
    const { logger, result } = report(error)
    expect(logger.error).toHaveBeenCalledWith({ err: error, msg: 'GET /api/cars failed' })
    expect(logger.info).not.toHaveBeenCalled()
    expect(result).toBeUndefined()
    expect(report(new APIError('Something went wrong.')).logger.error).toHaveBeenCalledTimes(1)
  })

  it('answers a value the database refused as data with 400, in one line of log', () => {
    const error = new Error('Failed query: select ...', {
      cause: Object.assign(new Error('out of range'), { code: '22003' }),
    })
    const { logger, result } = report(error)
    expect(result).toEqual({ status: 400, response: { errors: [{ message: 'Parametri della richiesta non validi' }] } })
    expect(logger.error).not.toHaveBeenCalled()
    expect(logger.info).toHaveBeenCalledWith('GET /api/cars refused (400): Parametri della richiesta non validi')
  })

  it('leaves any other error to Payload, which logs it with its stack', () => {
    const { logger, result } = report(new TypeError("Cannot read properties of null (reading 'name')"))
    expect(logger.error).not.toHaveBeenCalled()
    expect(logger.info).not.toHaveBeenCalled()
    expect(result).toBeUndefined()
  })
})
