import { describe, expect, it } from 'vitest'
import { fileStem, takeNext } from './upload-queue'

const entry = (name: string) => ({ file: new File([], name) })

describe('fileStem', () => {
  it('drops the extension and the case', () => {
    expect(fileStem('IMG_0001.HEIC')).toBe('img_0001')
    expect(fileStem('auto.fronte.jpg')).toBe('auto.fronte')
  })
})

describe('takeNext', () => {
  it('skips a file named like one being uploaded, and takes it once that one is done', () => {
    const queue = [entry('photo.heic'), entry('altra.jpg')]
    const inFlight = new Set(['photo'])

    expect(takeNext(queue, inFlight)?.file.name).toBe('altra.jpg')
    expect(takeNext(queue, inFlight)).toBeUndefined()
    inFlight.delete('photo')
    expect(takeNext(queue, inFlight)?.file.name).toBe('photo.heic')
    expect(queue).toEqual([])
  })
})
