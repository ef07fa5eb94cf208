import { AsyncLocalStorage } from 'node:async_hooks'
import sharp, { type Sharp } from 'sharp'

import { DEFAULT_IMAGE_CONCURRENCY } from '../../boot/env'

/** Whose photo is being worked on: the dealer's (panel, console, seed) or a visitor's (a valuation request). */
export type Uploader = 'dealer' | 'visitor'

/** libuv threads kept for everything but photos: files, DNS, compression, password hashing. */
export const THREADS_BESIDES_IMAGES = 4

/** Photos worked on at once, by whose they are. A slot is free or handed straight to the next waiting. */
class Lane {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(public limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  get queued(): number {
    return this.waiting.length
  }
}

/** Visitors get half the dealer's share, never none: their photos wait for each other, never for him. */
export const visitorShare = (dealer: number) => Math.max(1, Math.floor(dealer / 2))

const lanes: Record<Uploader, Lane> = {
  dealer: new Lane(DEFAULT_IMAGE_CONCURRENCY),
  visitor: new Lane(visitorShare(DEFAULT_IMAGE_CONCURRENCY)),
}

/**
 * Sizes the queue at start. sharp works each photo on one thread: a photo holds one libuv
 * thread (sharp runs on libuv's pool) and at most one core, so the queue's size is all the pool
 * and the processor photos can take.
 */
export function configureImageWork(dealerConcurrency: number): { dealer: number; visitor: number } {
  lanes.dealer.limit = dealerConcurrency
  lanes.visitor.limit = visitorShare(dealerConcurrency)
  sharp.concurrency(1)
  return { dealer: lanes.dealer.limit, visitor: lanes.visitor.limit }
}

const uploaderOfWork = new AsyncLocalStorage<Uploader>()

/** Whose upload the code running now serves: set around a visitor's upload, the dealer's otherwise. */
export function currentUploader(): Uploader {
  return uploaderOfWork.getStore() ?? 'dealer'
}

/** Runs an upload as a visitor's: every image step in it (checks, conversion, variants) takes the visitors' share. */
export function asVisitorUpload<T>(upload: () => Promise<T>): Promise<T> {
  return uploaderOfWork.run('visitor', upload)
}

/** Runs one piece of image work in its uploader's share of the queue. */
export function queueImageWork<T>(uploader: Uploader, work: () => Promise<T>): Promise<T> {
  return lanes[uploader].run(work)
}

/** Photos waiting for a slot, by whose they are (for the log and the tests of the queue). */
export function queuedImageWork(): Record<Uploader, number> {
  return { dealer: lanes.dealer.queued, visitor: lanes.visitor.queued }
}

type SharpInput = Parameters<typeof sharp>[0]
type SharpOptions = Parameters<typeof sharp>[1]

type Call = (...args: unknown[]) => unknown

/** A sharp instance whose encodes (and its clones') wait for a slot of the uploader it was made for. */
function throughQueue(image: Sharp, uploader: Uploader): Sharp {
  // The callback form is not used by Payload; it runs as it is.
  const queued =
    (encode: Call) =>
    (...args: unknown[]) =>
      typeof args.at(-1) === 'function'
        ? encode(...args)
        : queueImageWork(uploader, () => Promise.resolve(encode(...args)))
  const clone = image.clone.bind(image)
  image.toBuffer = queued(image.toBuffer.bind(image) as Call) as Sharp['toBuffer']
  image.toFile = queued(image.toFile.bind(image) as Call) as Sharp['toFile']
  image.clone = () => throughQueue(clone(), uploader)
  return image
}

/**
 * sharp as Payload gets it (its image sizes, its dimension checks): the same library, with every
 * encode taken through the queue in the share of whoever's upload made it. Reading a header
 * (`metadata`) decodes nothing and is left as it is.
 */
export function queuedSharp(input?: SharpInput, options?: SharpOptions): Sharp {
  return throughQueue(sharp(input, options), currentUploader())
}
