import { useEffect } from 'react'
import { useServerResponse, type DocumentHead } from '../../lib/server-response'

/**
 * Declares the page's title and description. The server writes them into `<head>` of the HTML;
 * in the browser they follow client-side navigation and language changes.
 */
export function PageHead({ title, description }: DocumentHead) {
  const serverResponse = useServerResponse()
  serverResponse?.setHead({ title, description })

  useEffect(() => {
    document.title = title
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }, [title, description])

  return null
}
