import { describe, expect, it } from 'vitest'

import { plainText, richTextHtml, safeHref, type LexicalState } from './richTextHtml'

const words = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children, version: 1 })
const state = (...children: object[]) => ({ root: { children } }) as LexicalState
const link = (url: string, children: object[], extra: object = {}) => ({
  type: 'link',
  children,
  fields: { url, linkType: 'custom', ...extra },
  version: 3,
})

describe('safeHref', () => {
  it('keeps web, e-mail and phone addresses and paths of the site', () => {
    expect(safeHref('https://www.example.it/a?b=1')).toBe('https://www.example.it/a?b=1')
    expect(safeHref(' http://example.it ')).toBe('http://example.it/')
    expect(safeHref('//example.it/x')).toBe('https://example.it/x')
    expect(safeHref('mailto:info@example.it')).toBe('mailto:info@example.it')
    expect(safeHref('tel:+390523000000')).toBe('tel:+390523000000')
    expect(safeHref('/contatti#mappa')).toBe('/contatti#mappa')
  })

  it('drops scripts, data, other protocols and hosts without a protocol', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref(' JavaScript:alert(1)')).toBeNull()
    expect(safeHref('java\tscript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(safeHref('vbscript:msgbox')).toBeNull()
    expect(safeHref('ftp://example.it')).toBeNull()
    expect(safeHref('\u0001javascript:alert(1)')).toBeNull()
    expect(safeHref('www.example.it')).toBeNull()
    expect(safeHref('')).toBeNull()
    expect(safeHref(undefined)).toBeNull()
  })
})

describe('plainText', () => {
  it('joins the words of every node', () => {
    expect(plainText(state(paragraph(words('Ciao '), link('https://a.it', [words('mondo')]))))).toBe('Ciao mondo')
  })

  it('is empty for a missing or malformed state', () => {
    expect(plainText(null)).toBe('')
    expect(plainText({ root: { children: 'x' as never } })).toBe('')
  })
})

describe('richTextHtml', () => {
  it('is null while the text holds no words', () => {
    expect(richTextHtml(null)).toBeNull()
    expect(richTextHtml(state(paragraph()))).toBeNull()
    expect(richTextHtml(state(paragraph(words('  ')), paragraph()))).toBeNull()
  })

  it('renders paragraphs and marks as plain elements', () => {
    expect(richTextHtml(state(paragraph(words('Auto '), words('usate', 1), words(' e '), words('nuove', 2 | 8))))).toBe(
      '<p>Auto <strong>usate</strong> e <u><em>nuove</em></u></p>',
    )
  })

  it('escapes the words', () => {
    expect(richTextHtml(state(paragraph(words('<script>alert("x")</script> & co'))))).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>',
    )
  })

  it('keeps safe links, opening a new tab safely', () => {
    expect(richTextHtml(state(paragraph(link('https://a.it/?x="1"', [words('qui')], { newTab: true }))))).toBe(
      '<p><a href="https://a.it/?x=%221%22" target="_blank" rel="noopener noreferrer">qui</a></p>',
    )
  })

  it('drops an unsafe or internal link and keeps its words', () => {
    expect(richTextHtml(state(paragraph(link('javascript:alert(1)', [words('clic')]))))).toBe('<p>clic</p>')
    expect(richTextHtml(state(paragraph(link('', [words('doc')], { linkType: 'internal' }))))).toBe('<p>doc</p>')
  })

  it('writes no style attribute, whatever the alignment or indent', () => {
    const html = richTextHtml(
      state(
        { ...paragraph(words('centrato', 4)), format: 'center', indent: 2 },
        { type: 'list', tag: 'ul', listType: 'check', children: [{ type: 'listitem', children: [words('a')] }] },
      ),
    )
    expect(html).toBe('<p><s>centrato</s></p><ul><li>a</li></ul>')
  })

  it('renders headings as h3 or h4 only, lists, and keeps the words of nodes it does not know', () => {
    expect(
      richTextHtml(
        state(
          { type: 'heading', tag: 'h1', children: [words('Titolo')] },
          { type: 'heading', tag: 'h4', children: [words('Sotto')] },
          { type: 'list', tag: 'ol', children: [{ type: 'listitem', children: [words('uno')] }] },
          { type: 'quote', children: [words('citazione')] },
          { type: 'upload', value: 1 },
        ),
      ),
    ).toBe('<h3>Titolo</h3><h4>Sotto</h4><ol><li>uno</li></ol>citazione')
  })
})
