import convertHeic from 'heic-convert'

/** Runs in a worker thread: decoding HEVC in JavaScript takes seconds of CPU. */
export default async function heicToJpeg(data: Uint8Array): Promise<Uint8Array> {
  const jpeg = await convertHeic({
    buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    format: 'JPEG',
    quality: 0.95,
  })
  return new Uint8Array(jpeg)
}
