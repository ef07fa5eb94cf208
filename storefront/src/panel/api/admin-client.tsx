import { createContext, useContext, type ReactNode } from 'react'
import { createBrowserApi, type ApiClient, type ApiError } from '@/lib/api-client'
import { uploadWithProgress, type UploadOptions } from './upload-request'

/** The panel's way to the API: JSON calls, and uploads that report their progress. */
export interface AdminClient {
  request: ApiClient
  upload: <T>(path: string, form: FormData, options?: Omit<UploadOptions, 'onUnauthorized'>) => Promise<T>
}

export interface AdminClientOptions {
  /** Runs for every 401 of a call made with a session (the session expired or never was). */
  onUnauthorized: (error: ApiError) => void
  fetch?: typeof globalThis.fetch
}

export function createAdminClient({ onUnauthorized, fetch }: AdminClientOptions): AdminClient {
  return {
    request: createBrowserApi({ onUnauthorized, fetch }),
    upload: (path, form, options) => uploadWithProgress(path, form, { ...options, onUnauthorized }),
  }
}

const AdminClientContext = createContext<AdminClient | null>(null)

export function AdminClientProvider({ client, children }: { client: AdminClient; children: ReactNode }) {
  return <AdminClientContext.Provider value={client}>{children}</AdminClientContext.Provider>
}

export function useAdminClient(): AdminClient {
  const client = useContext(AdminClientContext)
  if (!client) throw new Error('useAdminClient must be used within an AdminClientProvider')
  return client
}
