/**
 * The deepest nesting of objects and lists any JSON the server reads may have.
 * The deepest real one is a site text's rich text (a list in a list item in a
 * list...), some twenty levels; Payload walks data recursively, and a body
 * thousands of levels deep ended in a stack overflow (a 500), while a megabyte
 * of `[` took JSON.parse three seconds.
 */
export const MAX_JSON_DEPTH = 100

export const TOO_DEEP = `JSON annidato troppo in profondità: al massimo ${MAX_JSON_DEPTH} livelli di oggetti e liste uno dentro l'altro`

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x7b, 0x5b])
const CLOSERS = new Set([0x7d, 0x5d])

/**
 * Whether a JSON text nests objects and lists deeper than `maxDepth`, told
 * before it is parsed: one pass over the characters, outside strings, that
 * stops at the first level too many. Malformed text is left to JSON.parse.
 */
export function jsonTextTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === BACKSLASH) index += 1
      else if (char === QUOTE) inString = false
    } else if (char === QUOTE) {
      inString = true
    } else if (OPENERS.has(char)) {
      depth += 1
      if (depth > maxDepth) return true
    } else if (CLOSERS.has(char)) {
      depth -= 1
    }
  }
  return false
}

/**
 * The same for data already parsed by someone else (Payload's multipart
 * `_payload`), without recursion: each value is looked at once at most.
 */
export function valueTooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth + 1 > maxDepth) return true
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return false
}
