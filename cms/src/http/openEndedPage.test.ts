import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { closePage, openEndedPage } from './openEndedPage'

const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body>\n</html>\n`

async function decoded(html: string, insert: string) {
  const open = await openEndedPage(html)
  if (!open) throw new Error('no body to close')
  const as = (encoding: 'br' | 'gzip' | 'identity') => Buffer.concat(closePage(open, encoding, insert))
  return {
    br: zlib.brotliDecompressSync(as('br')).toString(),
    gzip: zlib.gunzipSync(as('gzip')).toString(),
    identity: as('identity').toString(),
  }
}

describe('a kept page closed by each response', () => {
  it('decodes, in every encoding, to the page with the insert before the body closes', async () => {
    const html = page(`<main>${'<p>Auto in pronta consegna, è così.</p>'.repeat(3000)}</main>`)
    const expected = html.replace('</body>', '<input type="hidden" name="formStamp" value="1.x"></body>')
    const copies = await decoded(html, '<input type="hidden" name="formStamp" value="1.x">')
    expect(copies).toEqual({ br: expected, gzip: expected, identity: expected })
  })

  it('takes an insert longer than one uncompressed block, and an empty one', async () => {
    const html = page('<p>ciao</p>')
    const long = 'x'.repeat(70_000)
    const copies = await decoded(html, long)
    expect(copies.br).toBe(html.replace('</body>', `${long}</body>`))
    expect(copies.gzip).toBe(copies.br)
    expect((await decoded(html, '')).gzip).toBe(html)
  })

  it('leaves a body without an end alone', async () => {
    expect(await openEndedPage('')).toBeNull()
  })
})
