import { convertLexicalToHTML, type HTMLConverter, type HTMLConverters } from '@payloadcms/richtext-lexical/html'

/** Lexical's text format bits (`TextNode.format`) for the marks the site's texts offer. */
const BOLD = 1
const ITALIC = 1 << 1
const STRIKETHROUGH = 1 << 2
const UNDERLINE = 1 << 3

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const HEADING_TAGS = new Set(['h3', 'h4'])

interface LexicalNode {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  children?: LexicalNode[]
  fields?: { url?: unknown; newTab?: unknown; linkType?: unknown }
}

/** A richText field's value as stored: nodes are read defensively, an admin can store any JSON. */
export interface LexicalState {
  root?: { children?: readonly object[] }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character])
}

/** A stand-in origin: an address that resolves to it is a path of the site itself. */
const SITE = 'https://site.invalid'

/**
 * The address a link may carry on the site: a web page, an e-mail, a phone number or a path
 * of the site itself, as the browser will read it (the URL parser drops the tabs and control
 * characters that could hide `javascript:`). Anything else (`javascript:`, `data:`, `ftp:`, a
 * bare `www.host` that would be read as a path) is `null`, and the link is dropped while its
 * words stay.
 */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const address = url.trim()
  if (address === '') return null
  let parsed: URL
  try {
    parsed = new URL(address, SITE)
  } catch {
    return null
  }
  if (parsed.origin === SITE) return address.startsWith('/') ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null
  return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null
}

/** The words of a Lexical state, without marks: empty when the dealer has written nothing. */
export function plainText(state: LexicalState | null | undefined): string {
  const words = (nodes: unknown): string =>
    (Array.isArray(nodes) ? (nodes as LexicalNode[]) : [])
      .map((node) => (typeof node.text === 'string' ? node.text : words(node.children)))
      .join('')
  return words(state?.root?.children)
}

const childrenOf: HTMLConverter<LexicalNode> = ({ node, nodesToHTML }) =>
  Array.isArray(node.children) ? nodesToHTML({ nodes: node.children as never[] }).join('') : ''

const text: HTMLConverter<LexicalNode> = ({ node }) => {
  let html = escapeHtml(String(node.text ?? ''))
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & BOLD) html = `<strong>${html}</strong>`
  if (format & ITALIC) html = `<em>${html}</em>`
  if (format & UNDERLINE) html = `<u>${html}</u>`
  if (format & STRIKETHROUGH) html = `<s>${html}</s>`
  return html
}

const link: HTMLConverter<LexicalNode> = (args) => {
  const words = childrenOf(args)
  const fields = args.node.fields ?? {}
  const href = fields.linkType === 'internal' ? null : safeHref(fields.url)
  if (href === null) return words
  const newTab = fields.newTab === true ? ' target="_blank" rel="noopener noreferrer"' : ''
  return `<a href="${escapeHtml(href)}"${newTab}>${words}</a>`
}

/**
 * Only plain elements, no `style` attribute (the site's Content-Security-Policy refuses inline
 * styles) and no element the texts do not offer: a node of any other type keeps its words.
 */
const converters = {
  text,
  linebreak: '<br>',
  tab: ' ',
  paragraph: (args) => {
    const html = childrenOf(args)
    return html ? `<p>${html}</p>` : ''
  },
  heading: (args) => {
    const tag = HEADING_TAGS.has(String(args.node.tag)) ? args.node.tag : 'h3'
    return `<${tag}>${childrenOf(args)}</${tag}>`
  },
  list: (args) => {
    const tag = args.node.tag === 'ol' ? 'ol' : 'ul'
    return `<${tag}>${childrenOf(args)}</${tag}>`
  },
  listitem: (args) => `<li>${childrenOf(args)}</li>`,
  link,
  autolink: link,
  unknown: childrenOf,
} as HTMLConverters

/**
 * One of the dealer's texts as HTML for the public pages, or `null` while it holds no words
 * (the page then shows its default text).
 */
export function richTextHtml(state: LexicalState | null | undefined): string | null {
  if (!state || plainText(state).trim() === '') return null
  const html = convertLexicalToHTML({
    data: state as never,
    converters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
  return html === '' ? null : html
}
