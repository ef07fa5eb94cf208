import { NoSuchBucket, S3ServiceException } from '@aws-sdk/client-s3'
import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { ImageRejectedError } from './images/prepareImage'
import { STORAGE_UNAVAILABLE_MESSAGE, isStorageFailure, storageUnavailable } from './storageFailure'

const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9000`), { code })

describe('isStorageFailure', () => {
  it.each([
    ['a refused connection', systemError('ECONNREFUSED')],
    ['a reset connection', systemError('ECONNRESET')],
    ['a dual-stack refusal', Object.assign(new AggregateError([systemError('ECONNREFUSED')]), { code: undefined })],
    ['an SDK timeout', Object.assign(new Error('socket timed out'), { name: 'TimeoutError' })],
    ['a wrapped network error', new Error('upload failed', { cause: systemError('EPIPE') })],
    [
      'an S3 error answer',
      new NoSuchBucket({ message: 'The specified bucket does not exist', $metadata: { httpStatusCode: 404 } }),
    ],
    [
      'an S3 server error',
      new S3ServiceException({ name: 'InternalError', $fault: 'server', $metadata: { httpStatusCode: 500 } }),
    ],
  ])('recognises %s', (_label, error) => {
    expect(isStorageFailure(error)).toBe(true)
  })

  it.each([
    ['a rejected image', new ImageRejectedError('foto.jpg non è un’immagine supportata', 415)],
    ['a validation error', new APIError('Campi mancanti', 400)],
    ['a programming error', new TypeError('x is undefined')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s alone', (_label, error) => {
    expect(isStorageFailure(error)).toBe(false)
  })
})

describe('storageUnavailable', () => {
  it('is a public 503 in Italian that keeps its cause', () => {
    const cause = systemError('ECONNREFUSED')
    const error = storageUnavailable(cause)
    expect(error.status).toBe(503)
    expect(error.isPublic).toBe(true)
    expect(error.message).toBe(STORAGE_UNAVAILABLE_MESSAGE)
    expect(error.cause).toBe(cause)
  })
})
