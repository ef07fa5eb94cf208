import { expect } from 'vitest'

import { call } from './apiClient'
import { importForm } from './importFiles'

export interface Verdict {
  row: number
  action: string
  carId: number | null
  changes: string[]
  photos: number
  messages: string[]
}

export interface ImportStateAnswer {
  id: number
  status: string
  progress: { done: number; total: number }
  counts: Record<string, number>
  log: { row: number | null; action: string; carId: number | null; messages: string[]; undone: boolean }[]
}

/** The calls the panel's 'Importa' page makes, for one signed-in dealer. */
export function importApi(session: { url: string; cookie: string }) {
  const post = (path: string, json: unknown) =>
    call(session.url, path, { method: 'POST', cookie: session.cookie, json })
  return {
    upload: (file: { name: string; data: Buffer }, photos?: Buffer) =>
      call(session.url, '/api/admin/imports', {
        method: 'POST',
        cookie: session.cookie,
        form: importForm(file, photos),
      }),
    dryRun: async (id: number, body: unknown) => {
      const response = await post(`/api/admin/imports/${id}/dry-run`, body)
      expect(response.status, await response.clone().text()).toBe(200)
      return (await response.json()) as { rows: Verdict[]; summary: Record<string, number> }
    },
    apply: (id: number, body: unknown = {}) => post(`/api/admin/imports/${id}/apply`, body),
    undo: (id: number) => post(`/api/admin/imports/${id}/undo`, {}),
    state: async (id: number) => {
      const response = await call(session.url, `/api/admin/imports/${id}`, { cookie: session.cookie })
      expect(response.status).toBe(200)
      return (await response.json()) as ImportStateAnswer
    },
  }
}

/** Waits until the import reaches `status`, as the panel's progress does, and answers its state. */
export async function settled(api: ReturnType<typeof importApi>, id: number, status: string, timeout = 60_000) {
  await expect.poll(async () => (await api.state(id)).status, { timeout, interval: 250 }).toBe(status)
  return api.state(id)
}
