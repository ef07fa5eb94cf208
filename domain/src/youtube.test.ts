import { describe, expect, it } from 'vitest'

import { toYouTubeId } from './youtube.ts'

describe('toYouTubeId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('extracts the id from %s', (input, id) => {
    expect(toYouTubeId(input)).toBe(id)
  })

  it.each([
    [''],
    ['   '],
    ['dQw4w9WgXc'],
    ['dQw4w9WgXcQQ'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ'],
    ['<script>alert(1)</script>'],
  ])('rejects %j', (input) => {
    expect(toYouTubeId(input)).toBeNull()
  })
})
