import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const deflateRaw = promisify(zlib.deflateRaw)

/**
 * A kept page's brotli and gzip copies, compressed once up to the end of its body and left open
 * there, so that each response can close them with a few bytes of its own (the lead forms' stamp
 * of when the server sent the page) at no compression cost. The ending goes in uncompressed
 * blocks, which both formats allow after a flush: brotli's uncompressed meta-block (RFC 7932
 * §9.2) and deflate's stored block (RFC 1951 §3.2.4), with gzip's checksum carried on from the
 * kept part's (RFC 1952).
 */
export interface OpenEndedPage {
  /** the HTML before the place where each response adds its own */
  head: Buffer
  /** the HTML's end, from that place on */
  end: Buffer
  brotli: Buffer
  /** raw deflate of `head`, flushed to a byte boundary and not final */
  deflate: Buffer
  /** CRC-32 of `head`, for the gzip trailer */
  headCrc: number
}

/** Where each response's own ending goes: just before the body closes. */
const PLACE = '</body>'

export async function openEndedPage(html: string): Promise<OpenEndedPage | null> {
  const at = html.lastIndexOf(PLACE)
  if (at < 0) return null
  const head = Buffer.from(html.slice(0, at))
  const [compressed, deflated] = await Promise.all([
    brotli(head, {
      finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: head.length },
    }),
    deflateRaw(head, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
  ])
  return { head, end: Buffer.from(html.slice(at)), brotli: compressed, deflate: deflated, headCrc: zlib.crc32(head) }
}

/** Both formats' uncompressed blocks hold at most 65,535 (deflate) or 65,536 (brotli) bytes each. */
function pieces(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = []
  for (let start = 0; start < bytes.length; start += 0xffff) parts.push(bytes.subarray(start, start + 0xffff))
  return parts
}

/** ISLAST 0, MNIBBLES 4, MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then zero bits to the byte. */
function brotliUncompressedHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19)
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff])
}
/** ISLAST 1, ISLASTEMPTY 1: the stream ends. */
const BROTLI_LAST_EMPTY = Buffer.from([0x03])

/** BFINAL, BTYPE 00 (stored), then LEN and its complement. */
function storedBlockHeader(length: number, final: boolean): Buffer {
  const header = Buffer.alloc(5)
  header[0] = final ? 1 : 0
  header.writeUInt16LE(length, 1)
  header.writeUInt16LE(~length & 0xffff, 3)
  return header
}
/** Magic, deflate, no flags, no time, no extra flags, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** The page in one encoding, `insert` added before its end: the pieces to write, in order. */
export function closePage(page: OpenEndedPage, encoding: 'br' | 'gzip' | 'identity', insert: string): Buffer[] {
  const tail = Buffer.concat([Buffer.from(insert), page.end])
  if (encoding === 'identity') return [page.head, tail]
  const parts = pieces(tail)
  if (encoding === 'br') {
    return [page.brotli, ...parts.flatMap((part) => [brotliUncompressedHeader(part.length), part]), BROTLI_LAST_EMPTY]
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(zlib.crc32(tail, page.headCrc) >>> 0, 0)
  trailer.writeUInt32LE((page.head.length + tail.length) >>> 0, 4)
  return [
    GZIP_HEADER,
    page.deflate,
    ...parts.flatMap((part, index) => [storedBlockHeader(part.length, index === parts.length - 1), part]),
    trailer,
  ]
}
