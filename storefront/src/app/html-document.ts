import type { DocumentHead } from '../lib/server-response'
import type { Language } from '../lib/language'

export interface DocumentParts {
  language: Language
  head: DocumentHead | null
  appHtml: string
  stateScript: string
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char])
}

function headTags(head: DocumentHead | null): string {
  if (!head) return ''
  const title = `<title>${escapeHtml(head.title)}</title>`
  return `${title}<meta name="description" content="${escapeHtml(head.description)}" />`
}

/**
 * Fills the index.html template. Replacements are functions so `$&`-style patterns in the
 * content (a car called "Fiat $'500" for instance) are inserted literally.
 */
export function fillTemplate(template: string, parts: DocumentParts): string {
  return template
    .replace(/<html\b[^>]*>/, () => `<html lang="${parts.language}">`)
    .replace('<!--app-head-->', () => headTags(parts.head))
    .replace('<!--app-html-->', () => parts.appHtml)
    .replace('<!--app-state-->', () => parts.stateScript)
}
