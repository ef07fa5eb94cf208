import { describe, expect, it } from 'vitest'
import { fillTemplate } from './html-document'

const template =
  '<html lang="it"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>'

describe('fillTemplate', () => {
  it('sets the language and fills every placeholder', () => {
    const html = fillTemplate(template, {
      language: 'en',
      head: { title: 'Cars', description: 'Our cars' },
      appHtml: '<main>cars</main>',
      stateScript: '<script type="application/json" id="app-state">{}</script>',
    })

    expect(html).toBe(
      '<html lang="en"><head><title>Cars</title><meta name="description" content="Our cars" /></head>' +
        '<body><div id="root"><main>cars</main></div>' +
        '<script type="application/json" id="app-state">{}</script></body></html>',
    )
  })

  it('escapes the title and description', () => {
    const html = fillTemplate(template, {
      language: 'it',
      head: { title: '</title><script>x</script>', description: '" onload="x' },
      appHtml: '',
      stateScript: '',
    })

    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>')
    expect(html).toContain('content="&quot; onload=&quot;x"')
  })

  it("inserts replacement patterns such as $' and $& literally", () => {
    const html = fillTemplate(template, {
      language: 'it',
      head: null,
      appHtml: "<h3>Fiat $' 500 $&</h3>",
      stateScript: '',
    })

    expect(html).toContain('<div id="root"><h3>Fiat $\' 500 $&</h3></div>')
  })
})
