import { describe, expect, it } from 'vitest'
import { fillTemplate, headTags } from './html-document'

const template =
  '<html lang="it"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'
const siteUrl = 'https://auto.example'

describe('fillTemplate', () => {
  it('sets the language and fills every placeholder', () => {
    const html = fillTemplate(template, {
      language: 'en',
      siteUrl,
      head: { title: 'Cars', description: 'Our cars' },
      appHtml: '<main>cars</main>',
      stateScript: '<script type="application/json" id="app-state">{}</script>',
    })

    expect(html).toMatch(/^<html lang="en"><head><title>Cars<\/title><meta name="description" content="Our cars" \/>/)
    expect(html).toContain(
      '<body><div id="root"><main>cars</main></div><script type="application/json" id="app-state">{}</script></body></html>',
    )
  })

  it('escapes the title and description', () => {
    const html = fillTemplate(template, {
      language: 'it',
      siteUrl,
      head: { title: '</title><script>x</script>', description: '" onload="x' },
      appHtml: '',
      stateScript: '',
    })

    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>')
    expect(html).toContain('content="&quot; onload=&quot;x"')
    expect(html).not.toContain('<script>x')
  })

  it("inserts replacement patterns such as $' and $& literally", () => {
    const html = fillTemplate(template, {
      language: 'it',
      siteUrl,
      head: null,
      appHtml: "<h3>Fiat $' 500 $&</h3>",
      stateScript: '',
    })

    expect(html).toContain('<div id="root"><h3>Fiat $\' 500 $&</h3></div>')
  })
})

describe('headTags', () => {
  const head = {
    title: 'Chi siamo | Autosalone',
    description: 'La nostra storia',
    canonicalPath: '/chi-siamo',
    siteName: 'Autosalone',
  }

  it('names the Italian page canonical and links both languages', () => {
    const tags = headTags(head, 'it', siteUrl)

    expect(tags).toContain('<link rel="canonical" href="https://auto.example/chi-siamo" />')
    expect(tags).toContain('<link rel="alternate" hreflang="it" href="https://auto.example/chi-siamo" />')
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://auto.example/chi-siamo?lang=en" />')
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://auto.example/chi-siamo" />')
    expect(tags).toContain('<meta property="og:locale" content="it_IT" />')
    expect(tags).not.toContain('noindex')
  })

  it('makes the English address canonical for the English page', () => {
    const tags = headTags(head, 'en', siteUrl)

    expect(tags).toContain('<link rel="canonical" href="https://auto.example/chi-siamo?lang=en" />')
    expect(tags).toContain('<meta property="og:url" content="https://auto.example/chi-siamo?lang=en" />')
    expect(tags).toContain('<meta property="og:locale" content="en_GB" />')
  })

  it('adds the sharing cards, with a large picture when there is one', () => {
    const tags = headTags({ ...head, image: '/uploads/car.webp', ogType: 'product' }, 'it', siteUrl)

    expect(tags).toContain('<meta property="og:title" content="Chi siamo | Autosalone" />')
    expect(tags).toContain('<meta property="og:type" content="product" />')
    expect(tags).toContain('<meta property="og:site_name" content="Autosalone" />')
    expect(tags).toContain('<meta property="og:image" content="https://auto.example/uploads/car.webp" />')
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(tags).toContain('<meta name="twitter:image" content="https://auto.example/uploads/car.webp" />')
  })

  it('keeps a page without a canonical path out of search engines', () => {
    const tags = headTags({ title: 'Login', description: '' }, 'it', siteUrl)

    expect(tags).toContain('<meta name="robots" content="noindex" />')
    expect(tags).not.toContain('rel="canonical"')
  })

  it('preloads the cover with high priority', () => {
    const tags = headTags(
      { ...head, preloadImage: { href: '/a-800.webp', srcSet: '/a-400.webp 400w, /a-800.webp 800w', sizes: '100vw' } },
      'it',
      siteUrl,
    )

    expect(tags).toContain(
      '<link rel="preload" as="image" href="/a-800.webp" imagesrcset="/a-400.webp 400w, /a-800.webp 800w" imagesizes="100vw" fetchpriority="high" />',
    )
  })

  it('writes structured data as JSON that cannot end its script element', () => {
    const tags = headTags({ ...head, structuredData: [{ '@type': 'Car', name: '</script><script>x' }] }, 'it', siteUrl)

    expect(tags).toContain(
      '<script type="application/ld+json">{"@type":"Car","name":"\\u003c/script\\u003e\\u003cscript\\u003ex"}</script>',
    )
  })
})
