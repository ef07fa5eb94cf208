import decode from 'heic-decode'

/** An HEIC photo's pixels, four bytes (RGBA) each, rows from the top, already oriented. */
export interface HeicPixels {
  width: number
  height: number
  pixels: Uint8Array
}

/**
 * Runs in a worker thread: decoding HEVC in WebAssembly takes seconds of CPU. Only the decode
 * happens here; sharp encodes the JPEG natively, far faster than an encoder in JavaScript.
 */
export default async function decodeHeic(data: Uint8Array): Promise<HeicPixels> {
  const { width, height, data: rgba } = await decode({ buffer: data })
  return { width, height, pixels: new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength) }
}
