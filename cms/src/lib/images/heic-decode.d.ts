/** The part of `heic-decode` (libheif in WebAssembly) the photo pipeline uses; the package has no types. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number
    height: number
    /** RGBA, four bytes a pixel */
    data: Uint8ClampedArray
  }
  /** The primary image of an HEIC/HEIF file; rejects a file that is not one. */
  export default function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>
}
