import { describe, expect, it } from 'vitest'

import { uniqueFileName } from './uniqueFileName'

describe('uniqueFileName', () => {
  it('adds a random suffix before the extension and keeps the rest of the name', () => {
    expect(uniqueFileName('IMG_0001.jpg')).toMatch(/^IMG_0001-[0-9a-f]{10}\.jpg$/)
    expect(uniqueFileName('foto.auto.webp')).toMatch(/^foto\.auto-[0-9a-f]{10}\.webp$/)
    expect(uniqueFileName('senza-estensione')).toMatch(/^senza-estensione-[0-9a-f]{10}$/)
  })

  it('gives the same name a different stored name every time', () => {
    const names = new Set(Array.from({ length: 1000 }, () => uniqueFileName('IMG_0001.jpg')))
    expect(names.size).toBe(1000)
  })
})
