import { describe, expect, it } from 'vitest'
import { checkSelection, isImageFile, kilobytes, maxUploadBytes } from './photo-files'

function file(name: string, type: string, size = 1000): File {
  const content = new File(['x'], name, { type })
  Object.defineProperty(content, 'size', { value: size })
  return content
}

describe('isImageFile', () => {
  it('takes images by type, and HEIC by name when the browser gives no type', () => {
    expect(isImageFile(file('a.jpg', 'image/jpeg'))).toBe(true)
    expect(isImageFile(file('IMG_0001.HEIC', ''))).toBe(true)
    expect(isImageFile(file('b.heif', ''))).toBe(true)
    expect(isImageFile(file('listino.pdf', 'application/pdf'))).toBe(false)
    expect(isImageFile(file('note.txt', ''))).toBe(false)
  })
})

describe('checkSelection', () => {
  it('keeps images within 50 MB and sets the oversized ones apart', () => {
    const big = file('big.jpg', 'image/jpeg', maxUploadBytes + 1)
    const exact = file('exact.jpg', 'image/jpeg', maxUploadBytes)
    const result = checkSelection([big, exact, file('doc.pdf', 'application/pdf')], 25)

    expect(result.accepted).toEqual([exact])
    expect(result.tooLarge).toEqual([big])
    expect(result.hadImages).toBe(true)
  })

  it('says when nothing picked is an image', () => {
    expect(checkSelection([file('doc.pdf', 'application/pdf')], 25)).toMatchObject({ accepted: [], hadImages: false })
  })

  it('takes the first files up to the limit', () => {
    const files = Array.from({ length: 5 }, (_, index) => file(`${index}.jpg`, 'image/jpeg'))
    const result = checkSelection(files, 3)

    expect(result.accepted.map((item) => item.name)).toEqual(['0.jpg', '1.jpg', '2.jpg'])
    expect(result.overLimit).toBe(2)
    expect(checkSelection(files, 0).accepted).toEqual([])
  })
})

describe('kilobytes', () => {
  it('divides by 1024 and rounds', () => {
    expect(kilobytes(2048)).toBe(2)
    expect(kilobytes(1535)).toBe(1)
    expect(kilobytes(null)).toBe(0)
  })
})
