import { peakRss, repeatedFields, streamBody, worstLatency } from '../cms/tests/int/helpers/hostileBodies'
import { noisyPhoto } from '../cms/tests/int/helpers/photoUploads'
import type { Figures } from './bench-load'

const MB = 1024 * 1024

/** A car form near the 150 MB limit: twelve-megapixel photos, as many as fit. */
async function largestCarForm(): Promise<FormData> {
  const photo = await noisyPhoto(4000, 3000)
  const form = new FormData()
  for (const [name, value] of Object.entries({
    brand: 'Fiat',
    model: 'Panda',
    name: 'Fiat Panda',
    year: '2022',
    price: '9900',
  })) {
    form.append(name, value)
  }
  const count = Math.min(50, Math.floor((148 * MB) / photo.length))
  for (let i = 0; i < count; i++)
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `foto-${i}.jpg`)
  return form
}

/**
 * What hostile or merely heavy bodies cost everyone else: the worst /api/health
 * latency while the largest allowed url-encoded and multipart bodies are
 * processed, and the server's peak RSS while six anonymous 450 MB bodies are refused.
 */
export async function hostileFigures(url: string, cookie: string, pid: number, { report }: Figures): Promise<void> {
  const health = `${url}/api/health`
  const fields = repeatedFields('features', 500)
  const padded = Buffer.concat([fields, Buffer.from(`&description=${'x'.repeat(MB - fields.length - 20)}`)])
  const urlencoded = await worstLatency(health, () =>
    streamBody(url, '/api/admin/cars', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      totalBytes: padded.length,
      chunk: padded,
    }),
  )
  report('worst /api/health latency during a 1 MB url-encoded car form (ms)', urlencoded.worstMs.toFixed(0))

  const form = await largestCarForm()
  const sized = new Response(form)
  const body = Buffer.from(await sized.arrayBuffer())
  const multipart = await worstLatency(health, async () => {
    const started = performance.now()
    const response = await fetch(`${url}/api/admin/cars`, {
      method: 'POST',
      headers: { cookie, 'content-type': sized.headers.get('content-type')! },
      body,
    })
    await response.arrayBuffer()
    return { status: response.status, seconds: (performance.now() - started) / 1000 }
  })
  report(
    `worst /api/health latency during a ${(body.length / MB).toFixed(0)} MB car form with ${form.getAll('images').length} 12 MP photos (ms)`,
    multipart.worstMs.toFixed(0),
  )
  report('that car form: status, seconds', `${multipart.result.status}, ${multipart.result.seconds.toFixed(1)}`)

  for (const declareLength of [true, false]) {
    const { result, baseMb, peakMb } = await peakRss(pid, () =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          streamBody(url, '/api/cars', {
            headers: { 'content-type': 'application/json' },
            totalBytes: 450 * MB,
            declareLength,
          }),
        ),
      ),
    )
    const statuses = [...new Set(result.map((answer) => answer.status))].join(', ')
    report(
      `peak RSS while six anonymous 450 MB JSON bodies (${declareLength ? 'with Content-Length' : 'chunked'}) are refused (MB, before → peak; statuses)`,
      `${baseMb.toFixed(0)} → ${peakMb.toFixed(0)}; ${statuses}`,
    )
  }
}
