import { describe, expect, it } from 'vitest'

import { leadSentPath, photosNotKeptIn } from './lead-answer.ts'

describe('leadSentPath', () => {
  it('leads to the confirmation, saying when the photos were not kept', () => {
    expect(leadSentPath('tipo=contatto')).toBe('/richiesta-inviata?tipo=contatto')
    expect(leadSentPath('tipo=valutazione', 0)).toBe('/richiesta-inviata?tipo=valutazione')
    expect(leadSentPath('tipo=valutazione', 3)).toBe('/richiesta-inviata?tipo=valutazione&foto=non-salvate')
  })
})

describe('photosNotKeptIn', () => {
  it('reads how many photos were left out, and 0 from anything else', () => {
    expect(photosNotKeptIn({ ok: true, photosNotKept: 2 })).toBe(2)
    expect(photosNotKeptIn({ ok: true })).toBe(0)
    for (const answer of [null, 'x', { photosNotKept: -1 }, { photosNotKept: '3' }, { photosNotKept: 1.5 }]) {
      expect(photosNotKeptIn(answer)).toBe(0)
    }
  })
})
