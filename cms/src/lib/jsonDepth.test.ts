import { describe, expect, it } from 'vitest'

import { jsonTextTooDeep, MAX_JSON_DEPTH, valueTooDeep } from './jsonDepth'

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

describe('jsonTextTooDeep', () => {
  it('lets through JSON up to the bound, objects and lists alike', () => {
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(jsonTextTooDeep(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(false)
    expect(jsonTextTooDeep('{"a":[1,{"b":[]}],"c":{}}', 4)).toBe(false)
  })

  it('refuses one level more, and a megabyte of openers at the first level too many', () => {
    expect(jsonTextTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(jsonTextTooDeep(nested(5000))).toBe(true)
    expect(jsonTextTooDeep('['.repeat(1024 * 1024))).toBe(true)
    expect(jsonTextTooDeep('{"a":[1,{"b":[]}]}', 3)).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false)
    expect(jsonTextTooDeep(JSON.stringify({ text: 'a "quoted" [[[[ \\' }), 1)).toBe(false)
    expect(jsonTextTooDeep('{"a\\"[[[":{"b":1}}', 1)).toBe(true)
  })
})

describe('valueTooDeep', () => {
  it('measures parsed data the same way', () => {
    expect(valueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false)
    expect(valueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(true)
    expect(valueTooDeep(JSON.parse(nested(5000)))).toBe(true)
    expect(valueTooDeep({ a: [1, { b: [] }] }, 4)).toBe(false)
    expect(valueTooDeep({ a: [1, { b: [] }] }, 3)).toBe(true)
    expect(valueTooDeep('text')).toBe(false)
  })
})
