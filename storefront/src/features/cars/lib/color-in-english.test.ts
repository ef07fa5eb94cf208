import { describe, expect, it } from 'vitest'
import english from '@/locales/en/cars.json'
import { colorInEnglish } from './color-in-english'

const words = english.colorWords

describe('colorInEnglish', () => {
  it('puts the maker’s name first, then the colour and its finish', () => {
    expect(colorInEnglish('Blu Portimao metallizzato', words)).toBe('Portimao Blue metallic')
    expect(colorInEnglish('Grigio Daytona perla', words)).toBe('Daytona Grey pearl')
    expect(colorInEnglish('Bianco', words)).toBe('White')
  })

  it('names the part a second colour is for', () => {
    expect(colorInEnglish('Capote nera', words)).toBe('Black soft top')
  })

  it('gives up on words it does not know, so the Italian is shown', () => {
    expect(colorInEnglish('Bicolore arancio e bianco', words)).toBeNull()
    expect(colorInEnglish('Azzurro cielo', words)).toBeNull()
  })
})
