import parseRange from 'range-parser'

export type ByteRange = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

const WHOLE: ByteRange = { kind: 'whole' }
/** One suffix range (`bytes=-500`) of at least one byte. */
const ONE_SUFFIX = /^ *bytes= *- *0*[1-9]\d* *$/

/**
 * Resolves a `Range` header against a file size with the parser and the rules
 * express.static uses for files on the disk, so both photo stores answer alike:
 * one byte range is served as 206, several ranges or a malformed header get the
 * whole file (as RFC 9110 allows), a range wholly past the end is unsatisfiable (416).
 */
export function resolveByteRange(header: string | undefined, size: number): ByteRange {
  if (!header || !/^ *bytes=/.test(header)) return WHOLE
  const ranges = parseRange(size, header, { combine: true })
  // range-parser refuses a suffix longer than the file; RFC 9110 §14.1.2 serves the whole file as that range.
  if (ranges === -1 && size > 0 && ONE_SUFFIX.test(header)) return { kind: 'partial', start: 0, end: size - 1 }
  if (ranges === -1) return { kind: 'unsatisfiable' }
  if (ranges === -2 || ranges.length !== 1) return WHOLE
  return { kind: 'partial', start: ranges[0].start, end: ranges[0].end }
}
