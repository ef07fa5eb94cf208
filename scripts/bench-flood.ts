import { multipart } from '../cms/tests/int/helpers/apiClient'
import {
  hundredMegapixelPhoto,
  largeVisitorPhoto,
  photoUploadBody,
  sendHoldingTheEnd,
} from '../cms/tests/int/helpers/uploadFlood'
import { load, median, reportLoad, type Figures } from './bench-load'

const FLOOD_SECONDS = 20
const FORGED = 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.Zm9yZ2Vk'
const VISITOR_REQUESTS = 4

/** Sends 100 MP uploads with a made-up session, four at a time, until `stop` is set; the times to their 401. */
async function forgedUploads(url: string, body: Buffer, contentType: string, stop: () => boolean): Promise<number[]> {
  const times: number[] = []
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stop()) {
        const started = performance.now()
        const answer = await sendHoldingTheEnd(
          url,
          '/api/admin/media/upload',
          { 'content-type': contentType, cookie: FORGED },
          body,
        )
        if (answer.status !== 401) throw new Error(`forged upload answered ${answer.status}`)
        times.push(performance.now() - started)
      }
    }),
  )
  return times
}

/** A visitor's valuation request with one 24 MP photo; the time to its answer. */
async function tradeIn(url: string, photo: Buffer, n: number): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${url}/api/leads/submit`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: multipart(
      {
        type: 'valutazione',
        name: 'Banco Prova',
        phone: '+39 333 1234567',
        make: 'Fiat',
        model: 'Punto',
        year: '2015',
        km: '98000',
        fuel: 'Benzina',
        privacy: 'on',
        page: '/servizi/valutazione-auto',
        language: 'it',
      },
      { photos: [{ name: `permuta-${n}.jpg`, data: photo }] },
    ),
  })
  await response.arrayBuffer()
  return response.status === 201 ? performance.now() - started : Number.NaN
}

/**
 * `/` under an upload flood: four 100-megapixel uploads with a forged session, over and over,
 * and four valuation requests with a 24 MP photo each (from one address: within its hourly
 * limit), while autocannon asks for the home page.
 */
export async function floodFigures(url: string, figures: Figures): Promise<void> {
  const [huge, large] = await Promise.all([hundredMegapixelPhoto(), largeVisitorPhoto()])
  const { body, contentType } = await photoUploadBody('file', 'cento-megapixel.jpg', huge)
  let stopped = false
  const forged = forgedUploads(url, body, contentType, () => stopped)
  const visitors = Promise.all(Array.from({ length: VISITOR_REQUESTS }, (_, n) => tradeIn(url, large, n + 1)))
  const home = await load(`${url}/`, {}, FLOOD_SECONDS)
  stopped = true
  const [refusals, stored] = await Promise.all([forged, visitors])

  reportLoad(figures, `GET / during 4 forged 100 MP uploads and ${VISITOR_REQUESTS} 24 MP trade-in photos`, home)
  figures.report('forged 100 MP upload: median time to its 401 (ms)', median(refusals).toFixed(0))
  const answered = stored.filter((ms) => !Number.isNaN(ms))
  figures.report(`24 MP trade-in requests stored (of ${VISITOR_REQUESTS})`, String(answered.length))
  if (answered.length > 0)
    figures.report('24 MP trade-in request: slowest (s)', (Math.max(...answered) / 1000).toFixed(1))
}
