// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, useToasts } from '@/components/ui/use-toast'
import { createI18n } from '@/lib/i18n'
import { resources } from '@/lib/all-locales'
import { AdminClientProvider, createAdminClient } from '../api/admin-client'
import { registerAdminTexts } from '../i18n/admin-texts'
import type { MediaItem } from '../types'
import { usePhotoUploads } from './use-photo-uploads'
import { mediaKeys } from '@/lib/query-keys'

declare const jsdom: { reconfigure(options: { url: string }): void }

/** What the upload route is told to do with a file, by the file's name. */
type Answer = { status: number; body: unknown; delayMs?: number } | 'hang-up'

let server: Server
const received: string[] = []
let inFlight: string[] = []
let mostAtOnce = 0
let sameNameAtOnce = false
let answerFor: (name: string) => Answer

function mediaFor(name: string, id: number): MediaItem {
  return {
    id,
    filename: name,
    originalFilename: name,
    fileSize: 3,
    mimeType: 'image/jpeg',
    width: 4,
    height: 3,
    alt: null,
    url: `/uploads/${name}`,
    thumbnailURL: null,
    sizes: {},
    createdAt: '2026-03-01T09:00:00.000Z',
  }
}

function stem(name: string) {
  return name.replace(/\.[^.]+$/, '')
}

// jsdom keeps the origin it started with (http://localhost:3000) even after the page moves to this
// server's address, so the server lets that origin send (a preflight, since the upload reports its
// progress) and read its answers, cookies included.
const pageMayRead = {
  'access-control-allow-origin': 'http://localhost:3000',
  'access-control-allow-credentials': 'true',
}
const pageMaySend = { ...pageMayRead, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'accept' }

async function answerUpload(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const name = /filename="([^"]+)"/.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? '?'
  received.push(name)
  sameNameAtOnce ||= inFlight.some((other) => stem(other) === stem(name))
  inFlight.push(name)
  mostAtOnce = Math.max(mostAtOnce, inFlight.length)
  const answer = answerFor(name)
  if (answer !== 'hang-up') await new Promise((resolve) => setTimeout(resolve, answer.delayMs ?? 20))
  inFlight = inFlight.filter((other) => other !== name)
  if (answer === 'hang-up') {
    request.socket.destroy()
    return
  }
  response.writeHead(answer.status, { 'content-type': 'application/json', ...pageMayRead })
  response.end(JSON.stringify(answer.body))
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, pageMaySend).end()
    } else if (request.method === 'POST' && request.url === '/api/admin/media/upload') {
      void answerUpload(request, response)
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The panel calls its API by path: the page must live on the same origin as the server.
  jsdom.reconfigure({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/cars/new` })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received.length = 0
  inFlight = []
  mostAtOnce = 0
  sameNameAtOnce = false
  let nextId = 100
  answerFor = (name) => ({ status: 201, body: mediaFor(name, nextId++) })
})

afterEach(() => {
  cleanup()
  act(() => dismissToast())
})

function jpeg(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })
}

function renderUploads(maxFiles = 20) {
  const handedOver: MediaItem[][] = []
  const unauthorized = vi.fn()
  const queryClient = new QueryClient()
  queryClient.setQueryData<MediaItem[]>(mediaKeys.list(), [mediaFor('vecchia.jpg', 1)])
  const client = createAdminClient({ onUnauthorized: unauthorized })
  const i18n = createI18n('it', resources)
  registerAdminTexts(i18n)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AdminClientProvider client={client}>{children}</AdminClientProvider>
      </I18nextProvider>
    </QueryClientProvider>
  )
  const view = renderHook(
    () => ({
      uploads: usePhotoUploads({ maxFiles, onUploaded: (media) => handedOver.push(media) }),
      toasts: useToasts().filter((toast) => toast.open),
    }),
    { wrapper },
  )
  const add = (files: File[]) => act(() => view.result.current.uploads.add(files))
  return { ...view, add, handedOver, unauthorized, queryClient }
}

describe('usePhotoUploads', () => {
  it('uploads the picked photos and hands them over in the order they were picked', async () => {
    // The first photo takes longest: the hand-over still follows the order of the selection.
    answerFor = (name) => ({
      status: 201,
      body: mediaFor(name, name.charCodeAt(0)),
      delayMs: name === 'a.jpg' ? 120 : 10,
    })
    const { add, result, handedOver, queryClient } = renderUploads()
    add([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')])
    expect(result.current.uploads.items.map((item) => item.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    expect(result.current.uploads.active).toBe(true)

    await waitFor(() => expect(handedOver).toHaveLength(1))
    expect(handedOver[0].map((media) => media.filename)).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
    // The rows leave with the next render, after the hand-over itself.
    await waitFor(() => expect(result.current.uploads.items).toEqual([]))
    expect(result.current.uploads.active).toBe(false)
    expect(
      queryClient
        .getQueryData<MediaItem[]>(mediaKeys.list())
        ?.map((media) => media.filename)
        .sort(),
    ).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'vecchia.jpg'])
  })

  it('sends three at a time, never two photos of the same name together', async () => {
    const { add, handedOver } = renderUploads()
    add(['1.jpg', '2.jpg', 'foto.jpg', 'FOTO.png', '3.jpg', '4.jpg', '5.jpg'].map(jpeg))
    await waitFor(() => expect(handedOver).toHaveLength(1))
    expect(received).toHaveLength(7)
    expect(mostAtOnce).toBe(3)
    expect(sameNameAtOnce).toBe(false)
  })

  it("keeps a refused photo's row with the server's reason and hands over the others", async () => {
    answerFor = (name) =>
      name === 'rotta.jpg'
        ? { status: 415, body: { error: "rotta.jpg non è un'immagine supportata" } }
        : { status: 201, body: mediaFor(name, 5) }
    const { add, result, handedOver } = renderUploads()
    add([jpeg('buona.jpg'), jpeg('rotta.jpg')])

    await waitFor(() => expect(handedOver).toHaveLength(1))
    expect(handedOver[0].map((media) => media.filename)).toEqual(['buona.jpg'])
    await waitFor(() => expect(result.current.uploads.items).toMatchObject([{ name: 'rotta.jpg', status: 'error' }]))
    expect(result.current.toasts).toMatchObject([
      {
        title: 'Errore upload',
        description: "rotta.jpg: rotta.jpg non è un'immagine supportata",
        variant: 'destructive',
      },
    ])
  })

  it('says the connection failed when the server hangs up', async () => {
    answerFor = () => 'hang-up'
    const { add, result } = renderUploads()
    add([jpeg('lontana.jpg')])
    await waitFor(() => expect(result.current.uploads.items).toMatchObject([{ status: 'error' }]))
    expect(result.current.toasts[0]?.description).toBe('lontana.jpg: connessione non riuscita, riprova')
  })

  it('leaves an expired session to the panel instead of a toast', async () => {
    answerFor = () => ({ status: 401, body: { error: 'Non autenticato' } })
    const { add, result, unauthorized } = renderUploads()
    add([jpeg('a.jpg')])
    await waitFor(() => expect(result.current.uploads.items).toMatchObject([{ status: 'error' }]))
    expect(unauthorized).toHaveBeenCalledTimes(1)
    expect(result.current.toasts).toEqual([])
  })

  it('sends nothing when no image was picked', () => {
    const { add, result } = renderUploads()
    add([new File(['ciao'], 'note.txt', { type: 'text/plain' })])
    expect(result.current.uploads.items).toEqual([])
    expect(result.current.toasts).toMatchObject([{ title: 'Seleziona file immagine validi' }])
    expect(received).toEqual([])
  })

  it('takes the first photos up to the limit and says so', async () => {
    const { add, result, handedOver } = renderUploads(2)
    add([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')])
    expect(result.current.toasts).toMatchObject([{ title: 'Troppe foto' }])
    await waitFor(() => expect(handedOver).toHaveLength(1))
    expect(received.sort()).toEqual(['a.jpg', 'b.jpg'])
  })

  it("hands over what is finished when 'Usa N foto' is pressed, the rest when it arrives", async () => {
    answerFor = (name) => ({ status: 201, body: mediaFor(name, 9), delayMs: name === 'lenta.jpg' ? 400 : 10 })
    const { add, result, handedOver } = renderUploads()
    add([jpeg('pronta.jpg'), jpeg('lenta.jpg')])
    await waitFor(() => expect(result.current.uploads.finishedCount).toBe(1))
    expect(result.current.uploads.active).toBe(true)

    act(() => result.current.uploads.handOver())
    expect(handedOver.map((batch) => batch.map((media) => media.filename))).toEqual([['pronta.jpg']])
    expect(result.current.uploads.items.map((item) => item.name)).toEqual(['lenta.jpg'])

    await waitFor(() => expect(handedOver).toHaveLength(2))
    expect(handedOver[1].map((media) => media.filename)).toEqual(['lenta.jpg'])
  })
})
