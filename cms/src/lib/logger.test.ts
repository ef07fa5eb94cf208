import { describe, expect, it } from 'vitest'

import { logFormat } from './logger'

describe('the log format', () => {
  it('is readable for a person at a terminal, even in production', () => {
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('pretty')
  })

  it('is JSON for a log collector: production output to a pipe or a file', () => {
    expect(logFormat({ NODE_ENV: 'production' }, false)).toBe('json')
  })

  it('is readable in development wherever it goes', () => {
    expect(logFormat({ NODE_ENV: 'development' }, false)).toBe('pretty')
    expect(logFormat({ NODE_ENV: 'test' }, false)).toBe('pretty')
  })

  it('follows LOG_FORMAT whatever the output', () => {
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'json' }, true)).toBe('json')
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: ' Pretty ' }, false)).toBe('pretty')
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json')
  })

  it('ignores a value it does not know (the start reports it)', () => {
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'xml' }, false)).toBe('json')
  })
})
