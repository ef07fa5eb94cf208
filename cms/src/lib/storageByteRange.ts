export type ByteRange = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

const WHOLE: ByteRange = { kind: 'whole' }

function position(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : NaN
}

/**
 * Resolves a `Range` header against a file size the way express.static does
 * for files on the disk, so both photo stores answer alike: one byte range is
 * served as 206, several ranges or a malformed header get the whole file (as
 * RFC 9110 allows), a range wholly past the end is unsatisfiable (416).
 */
export function resolveByteRange(header: string | undefined, size: number): ByteRange {
  if (!header || !/^ *bytes=/.test(header)) return WHOLE
  const specs = header.slice(header.indexOf('=') + 1).split(',')
  const ranges: { start: number; end: number }[] = []
  for (const spec of specs) {
    const dash = spec.indexOf('-')
    if (dash === -1) return WHOLE
    const startText = spec.slice(0, dash).trim()
    const endText = spec.slice(dash + 1).trim()
    const first = position(startText)
    const last = position(endText)
    let start: number
    let end: number
    if (startText === '') {
      if (Number.isNaN(last)) return WHOLE
      // A suffix longer than the file means the whole file (RFC 9110 §14.1.2).
      start = last > 0 ? Math.max(0, size - last) : size
      end = size - 1
    } else {
      if (Number.isNaN(first) || (endText !== '' && Number.isNaN(last))) return WHOLE
      start = first
      end = Math.min(endText === '' ? size - 1 : last, size - 1)
    }
    if (start <= end && start >= 0) ranges.push({ start, end })
  }
  if (ranges.length === 0) return { kind: 'unsatisfiable' }
  if (ranges.length > 1) return WHOLE
  return { kind: 'partial', ...ranges[0] }
}
