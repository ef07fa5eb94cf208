import { createContext, useContext, type ReactNode } from 'react'

/** An image the browser should fetch before it meets it in the page (the car page's cover). */
export interface PreloadImage {
  href: string
  srcSet: string
  sizes: string
}

/** What a page declares for `<head>`: the server writes it into the HTML. */
export interface DocumentHead {
  /** the full title, dealership name included */
  title: string
  description: string
  /** the page's canonical (Italian) path; without one the page is kept out of search engines */
  canonicalPath?: string | null
  siteName?: string
  /** path or URL of the picture shown when the page is shared */
  image?: string
  ogType?: 'website' | 'product'
  structuredData?: object[]
  preloadImage?: PreloadImage
}

/** What the rendered page asks of the HTTP response; filled in while the server renders. */
export interface ServerResponse {
  status: number
  head: DocumentHead | null
  /** extra response headers, such as a redirect's `Location` */
  headers: Record<string, string>
  setStatus(status: number): void
  setHead(head: DocumentHead): void
  setHeader(name: string, value: string): void
  /** answers 302 with `location` instead of the page */
  redirect(location: string): void
}

export function createServerResponse(): ServerResponse {
  const response: ServerResponse = {
    status: 200,
    head: null,
    headers: {},
    setStatus: (status) => {
      response.status = status
    },
    setHead: (head) => {
      response.head = head
    },
    setHeader: (name, value) => {
      response.headers[name] = value
    },
    redirect: (location) => {
      response.status = 302
      response.headers.Location = location
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
