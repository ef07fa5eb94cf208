import { describe, expect, it } from 'vitest'

import { asVisitorUpload, configureImageWork, currentUploader, queueImageWork, type Uploader } from './imageWork'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('the image queue', () => {
  it("gives visitors half the dealer's share, never none", () => {
    expect(configureImageWork(1)).toEqual({ dealer: 1, visitor: 1 })
    expect(configureImageWork(4)).toEqual({ dealer: 4, visitor: 2 })
    expect(configureImageWork(2)).toEqual({ dealer: 2, visitor: 1 })
  })

  it("runs visitors' photos one at a time while the dealer's start at once", async () => {
    configureImageWork(2)
    const running: Record<Uploader, number> = { dealer: 0, visitor: 0 }
    const most: Record<Uploader, number> = { dealer: 0, visitor: 0 }
    const gates: ReturnType<typeof deferred>[] = []
    const started: string[] = []
    const job = (uploader: Uploader, name: string) =>
      queueImageWork(uploader, async () => {
        started.push(name)
        running[uploader]++
        most[uploader] = Math.max(most[uploader], running[uploader])
        const gate = deferred()
        gates.push(gate)
        await gate.promise
        running[uploader]--
      })

    const visitors = [job('visitor', 'v1'), job('visitor', 'v2'), job('visitor', 'v3')]
    const dealer = [job('dealer', 'd1'), job('dealer', 'd2')]
    await Promise.resolve()
    // One visitor's photo and both of the dealer's are under way; two visitors' wait.
    expect(started).toEqual(['v1', 'd1', 'd2'])
    while (gates.length > 0) {
      gates.shift()!.resolve()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await Promise.all([...visitors, ...dealer])
    expect(started.sort()).toEqual(['d1', 'd2', 'v1', 'v2', 'v3'])
    expect(most).toEqual({ dealer: 2, visitor: 1 })
  })

  it('frees the slot of a piece of work that fails', async () => {
    configureImageWork(1)
    await expect(queueImageWork('dealer', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    await expect(queueImageWork('dealer', () => Promise.resolve('next'))).resolves.toBe('next')
  })

  it("knows a visitor's upload through every await", async () => {
    expect(currentUploader()).toBe('dealer')
    const seen = await asVisitorUpload(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return currentUploader()
    })
    expect(seen).toBe('visitor')
  })
})
