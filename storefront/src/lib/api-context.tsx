import { createContext, useContext, type ReactNode } from 'react'
import type { ApiGet } from './api-client'

// A context rather than a module-level client: on the server every request brings its own `api`.
const ApiContext = createContext<ApiGet | null>(null)

export function ApiProvider({ api, children }: { api: ApiGet; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}

export function useApi(): ApiGet {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi must be used within an ApiProvider')
  return api
}
