import type { Writable } from 'node:stream'

/**
 * The part of the POSIX tar format (ustar, with pax headers for long names) that backup
 * archives use: regular files only. Written here rather than taken from a package because the
 * product has no tar package among its dependencies (tar-stream is only a test tool's), and
 * these ~150 lines cover what `tar tzf` and `tar xzf` need to read the archive.
 */
const BLOCK = 512
const zeros = Buffer.alloc(BLOCK)

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0'
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, 100, 'utf8')
  block.write(octal(0o644, 8), 100, 'ascii')
  block.write(octal(0, 8), 108, 'ascii')
  block.write(octal(0, 8), 116, 'ascii')
  block.write(octal(size, 12), 124, 'ascii')
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii')
  block.write('        ', 148, 'ascii')
  block.write(type, 156, 'ascii')
  block.write('ustar\u000000', 257, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148, 'ascii')
  return block
}

/** A pax record `"<length> path=<name>\n"`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`
  let length = Buffer.byteLength(body) + 1
  while (String(length).length + Buffer.byteLength(body) !== length) length++
  return Buffer.from(`${length}${body}`)
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK

/** Writes entries to `out` (typically a gzip stream), respecting its back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private write(chunk: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      // Settles once the stream has taken the chunk: the producer never runs ahead of the gzip.
      this.out.write(chunk, (error?: Error | null) => (error ? reject(error) : resolve()))
    })
  }

  private async headerFor(name: string, size: number) {
    const mtime = Date.now()
    if (Buffer.byteLength(name) > 100) {
      const pax = paxPath(name)
      await this.write(header('PaxHeader', pax.length, 'x', mtime))
      await this.write(Buffer.concat([pax, zeros.subarray(0, padding(pax.length))]))
    }
    await this.write(header(name.slice(0, 100), size, '0', mtime))
  }

  async add(name: string, data: Buffer): Promise<void> {
    await this.headerFor(name, data.length)
    await this.write(data)
    await this.write(zeros.subarray(0, padding(data.length)))
  }

  /** A file of known size given as chunks; fails if they do not add up to `size`. */
  async addStream(name: string, size: number, chunks: AsyncIterable<Buffer>): Promise<void> {
    await this.headerFor(name, size)
    let written = 0
    for await (const chunk of chunks) {
      written += chunk.length
      if (written > size) throw new Error(`${name} grew while it was archived`)
      await this.write(chunk)
    }
    if (written !== size) throw new Error(`${name} shrank while it was archived`)
    await this.write(zeros.subarray(0, padding(size)))
  }

  /** The two zero blocks that end an archive. */
  finish(): Promise<void> {
    return this.write(Buffer.alloc(BLOCK * 2))
  }
}

export interface TarEntry {
  name: string
  size: number
  /** The whole content, for the small entries (manifest, table parts). */
  read: () => Promise<Buffer>
  /** The content a chunk at a time, for photos. */
  chunks: () => AsyncIterable<Buffer>
}

/** Takes exact byte counts out of a stream of chunks, keeping at most one chunk besides. */
class ByteReader {
  private buffered: Buffer = Buffer.alloc(0)
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    const next = await this.source.next()
    if (next.done) return false
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, next.value]) : next.value
    return true
  }

  async exactly(count: number): Promise<Buffer | null> {
    while (this.buffered.length < count) {
      if (!(await this.fill())) return null
    }
    const taken = this.buffered.subarray(0, count)
    this.buffered = this.buffered.subarray(count)
    return taken
  }

  async *pieces(count: number): AsyncIterable<Buffer> {
    let left = count
    while (left > 0) {
      if (this.buffered.length === 0 && !(await this.fill()))
        throw new Error('The archive ends in the middle of a file')
      const piece = this.buffered.subarray(0, left)
      this.buffered = this.buffered.subarray(piece.length)
      left -= piece.length
      yield piece
    }
  }
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block
    .toString('ascii', offset, offset + width)
    .replace(/\0.*$/s, '')
    .trim()
  return text === '' ? 0 : Number.parseInt(text, 8)
}

function readName(block: Buffer): string {
  const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '')
  const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '')
  return prefix ? `${prefix}/${name}` : name
}

function paxPathOf(records: Buffer): string | undefined {
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records.toString('utf8'))
  return match?.[1]
}

/**
 * The regular files of a tar stream, in order. Each entry must be read (or its chunks
 * consumed) before the next one is asked for; an entry left unread is skipped.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]())
  let longName: string | undefined
  for (;;) {
    const block = await reader.exactly(BLOCK)
    if (!block) throw new Error('The archive ends before its end marker: it is incomplete')
    if (block.equals(zeros)) return
    if (block.toString('ascii', 257, 262) !== 'ustar')
      throw new Error('This file is not a backup archive (no tar header)')
    const size = readOctal(block, 124, 12)
    const type = block.toString('ascii', 156, 157)
    if (type === 'x') {
      const records = await reader.exactly(size + padding(size))
      if (!records) throw new Error('The archive ends in the middle of a header')
      longName = paxPathOf(records.subarray(0, size))
      continue
    }
    const name = longName ?? readName(block)
    longName = undefined
    let consumed = false
    const chunks = () => {
      if (consumed) throw new Error(`${name} was already read`)
      consumed = true
      return reader.pieces(size)
    }
    const entry: TarEntry = {
      name,
      size,
      chunks,
      read: async () => {
        const parts: Buffer[] = []
        for await (const piece of chunks()) parts.push(Buffer.from(piece))
        return Buffer.concat(parts)
      },
    }
    yield entry
    if (!consumed) for await (const _piece of chunks()) void _piece
    if (!(await reader.exactly(padding(size)))) throw new Error('The archive ends in the middle of a file')
  }
}
