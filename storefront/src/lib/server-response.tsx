import { createContext, useContext, type ReactNode } from 'react'

export interface DocumentHead {
  title: string
  description: string
}

/** What the rendered page asks of the HTTP response; filled in while the server renders. */
export interface ServerResponse {
  status: number
  head: DocumentHead | null
  setStatus(status: number): void
  setHead(head: DocumentHead): void
}

export function createServerResponse(): ServerResponse {
  const response: ServerResponse = {
    status: 200,
    head: null,
    setStatus: (status) => {
      response.status = status
    },
    setHead: (head) => {
      response.head = head
    },
  }
  return response
}

const ServerResponseContext = createContext<ServerResponse | null>(null)

export function ServerResponseProvider({ response, children }: { response: ServerResponse; children: ReactNode }) {
  return <ServerResponseContext.Provider value={response}>{children}</ServerResponseContext.Provider>
}

/** The response being rendered on the server; `null` in the browser. */
export function useServerResponse(): ServerResponse | null {
  return useContext(ServerResponseContext)
}
