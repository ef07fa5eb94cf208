import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'

import type { HeicPixels } from './decodeHeic.worker'

const here = path.dirname(fileURLToPath(import.meta.url))
const sourceExtension = path.extname(fileURLToPath(import.meta.url))
/** Built from a string so that bundlers leave the worker file alone (the console's build never runs it). */
const workerFile = path.join(here, `decodeHeic.worker${sourceExtension}`)

/** A worker per core, one left for the event loop: conversions queue rather than contend. */
const THREADS = Math.max(1, os.availableParallelism() - 1)
/** A 12 MP photo takes a few seconds; far past that the worker is stuck on a crafted file. */
const TIMEOUT_MS = 60_000

let pool: Piscina | undefined

function workers(): Piscina {
  pool ??= new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: 30_000,
    // TypeScript sources (development, tests) need the same loader in the worker.
    execArgv: sourceExtension === '.ts' ? ['--import', 'tsx'] : [],
  })
  return pool
}

/** Decodes an HEIC/HEIF photo to its pixels off the event loop, so one upload never slows the site. */
export async function decodeHeic(data: Buffer): Promise<HeicPixels> {
  return (await workers().run(new Uint8Array(data), { signal: AbortSignal.timeout(TIMEOUT_MS) })) as HeicPixels
}
