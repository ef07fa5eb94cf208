import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LinkedText } from './linked-text'

const html = (text: string) => renderToStaticMarkup(<LinkedText text={text} />)

describe('LinkedText', () => {
  it('links a web address the text names, leaving the punctuation around it', () => {
    expect(html('al Garante per la protezione dei dati personali (www.garanteprivacy.it).')).toBe(
      'al Garante per la protezione dei dati personali (<a href="https://www.garanteprivacy.it">www.garanteprivacy.it</a>).',
    )
  })

  it('leaves text without an address as it is', () => {
    expect(html('Titolare del trattamento: Autosalone Arda.')).toBe('Titolare del trattamento: Autosalone Arda.')
  })
})
