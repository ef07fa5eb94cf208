/** Lexical editor states as the console stores them, for tests that write the dealer's texts. */

export function lexicalText(words: string, format = 0) {
  return { type: 'text', text: words, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

export function lexicalLink(url: string, words: string) {
  return {
    type: 'link',
    fields: { url, linkType: 'custom', newTab: false },
    children: [lexicalText(words)],
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 3,
  }
}

/** One paragraph holding `children` (texts and links). */
export function lexicalParagraph(...children: object[]) {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [{ type: 'paragraph', children, direction: 'ltr', format: '', indent: 0, textFormat: 0, version: 1 }],
    },
  }
}
