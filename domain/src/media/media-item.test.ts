import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from '../answer-contract.ts'
import { mediaItemSchema, mediaListAnswerSchema, mediaTrashAnswerSchema } from './media-item.ts'

/** A photo in the shape `toMediaItem` gives every media answer. */
const photo = {
  id: 12,
  filename: 'fiat-panda-1.jpg',
  originalFilename: 'IMG_2041.HEIC',
  fileSize: 48213,
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1200,
  alt: null,
  url: '/api/media/file/fiat-panda-1.jpg',
  thumbnailURL: '/api/media/file/fiat-panda-1-400x300.webp',
  sizes: {
    thumbnail: { url: '/api/media/file/fiat-panda-1-400x300.webp', width: 400, height: 300 },
    card: { url: null, width: null, height: null },
  },
  createdAt: '2026-03-01T09:00:00.000Z',
}

describe('media item answers', () => {
  it('reads the library, the trash and a single photo as the API answers them', () => {
    const list = readAnswer(
      mediaListAnswerSchema,
      { docs: [{ ...photo, usedBy: [{ id: 3, name: 'Fiat Panda' }] }] },
      'GET /api/admin/media',
    )
    expect(list.docs[0]?.usedBy).toEqual([{ id: 3, name: 'Fiat Panda' }])
    const trash = readAnswer(
      mediaTrashAnswerSchema,
      {
        docs: [
          { ...photo, deletedAt: '2026-03-02T09:00:00.000Z', purgeAt: '2026-04-01T09:00:00.000Z', detachedFrom: [3] },
        ],
      },
      'GET /api/admin/media/trash',
    )
    expect(trash.docs[0]?.detachedFrom).toEqual([3])
    expect(readAnswer(mediaItemSchema, photo, 'POST /api/admin/media/upload').sizes.thumbnail?.width).toBe(400)
  })

  it('refuses a drifted answer with an error naming the answer and the fields that differ', () => {
    // the shape the panel used to write by hand: no `alt`, no `sizes`, a size as text
    const { alt: _alt, sizes: _sizes, ...drifted } = { ...photo, fileSize: '48 KB' }
    const read = () => readAnswer(mediaItemSchema, drifted, 'POST /api/admin/media/upload')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(
      /^The answer of POST \/api\/admin\/media\/upload does not match its contract: fileSize: .*number/,
    )
    expect(read).toThrow(/alt: /)
  })

  it('refuses a list whose rows lack the cars that use them', () => {
    expect(() => readAnswer(mediaListAnswerSchema, { docs: [photo] }, 'GET /api/admin/media')).toThrow(
      /docs\.0\.usedBy: /,
    )
  })
})
