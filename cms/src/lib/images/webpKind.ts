/**
 * Whether a WebP file holds lossless pixels (a `VP8L` bitstream) rather than lossy ones (`VP8 `).
 * libvips does not say, so the RIFF chunks are read: a simple file starts with its bitstream, an
 * extended one (`VP8X`) has metadata and alpha chunks before it. Chunks are walked without reading
 * past the buffer; anything unreadable counts as lossy (kept as WebP, as before).
 */
export function isLosslessWebp(data: Buffer): boolean {
  if (data.length < 20 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') {
    return false
  }
  let offset = 12
  while (offset + 8 <= data.length) {
    const kind = data.toString('latin1', offset, offset + 4)
    if (kind === 'VP8L') return true
    if (kind === 'VP8 ' || kind === 'ANMF') return false
    // Chunk payloads are padded to an even length.
    const size = data.readUInt32LE(offset + 4)
    offset += 8 + size + (size % 2)
  }
  return false
}
