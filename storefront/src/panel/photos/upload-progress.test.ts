import { describe, expect, it } from 'vitest'
import { batchPercent, type UploadPart } from './upload-progress'

const part = (status: UploadPart['status'], sent = 0, total = 100): UploadPart => ({ status, sent, total })

describe('batchPercent', () => {
  it('is 0 before anything is sent', () => {
    expect(batchPercent([part('pending'), part('compressing')])).toBe(0)
    expect(batchPercent([])).toBe(0)
  })

  it('counts each file the same, by the bytes sent', () => {
    expect(batchPercent([part('uploading', 50, 100), part('pending')])).toBe(25)
    expect(batchPercent([part('done'), part('uploading', 1, 4)])).toBe(62)
  })

  it('stays under 100 until every answer has come back', () => {
    expect(batchPercent([part('uploading', 100, 100)])).toBe(99)
    expect(batchPercent([part('processing', 100, 100), part('processing', 100, 100)])).toBe(99)
    expect(batchPercent([part('done'), part('error')])).toBe(100)
  })
})
