import zlib from 'node:zlib'

/**
 * Just enough of a PDF reader for Chromium's printouts: the pages with their sizes and the text
 * drawn on each. Chromium (Skia) writes every object plainly, streams deflated, text as glyph ids
 * of subset fonts, each font with a ToUnicode map back to characters.
 */
export interface PdfPage {
  /** points (1/72 inch): A4 is 595 × 842, A5 420 × 595 */
  width: number
  height: number
  /** the page's characters in drawing order, spaces as drawn */
  text: string
}

interface PdfObject {
  dictionary: string
  stream: Buffer | null
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) 0 obj\b/g
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endobj', start)
    const body = source.slice(start, end)
    const streamAt = body.search(/\bstream\r?\n/)
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dictionary: body, stream: null })
      continue
    }
    const dictionary = body.slice(0, streamAt)
    const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1])
    const raw = pdf.subarray(dataStart, dataStart + length)
    const stream = dictionary.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw
    objects.set(Number(match[1]), { dictionary, stream })
    header.lastIndex = end
  }
  return objects
}

/** A ToUnicode map: glyph id (hex) to characters. */
function readCMap(text: string): Map<string, string> {
  const map = new Map<string, string>()
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, from, to] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(from.toUpperCase(), unicode(to))
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, to] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      for (let code = parseInt(low, 16); code <= parseInt(high, 16); code += 1)
        map.set(
          code.toString(16).toUpperCase().padStart(low.length, '0'),
          String.fromCodePoint(parseInt(to, 16) + code - parseInt(low, 16)),
        )
  return map
}

const reference = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1])

/** The fonts a page's resources name (`/F1 12 0 R`), each as its character map. */
function pageFonts(objects: Map<number, PdfObject>, page: string): Map<string, Map<string, string>> {
  let resources = page
  const resourcesRef = reference(page, 'Resources')
  if (resourcesRef) resources = objects.get(resourcesRef)?.dictionary ?? ''
  let fontDictionary = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? ''
  const fontRef = reference(resources, 'Font')
  if (fontRef) fontDictionary = objects.get(fontRef)?.dictionary ?? ''
  const fonts = new Map<string, Map<string, string>>()
  for (const [, name, id] of fontDictionary.matchAll(/\/([\w.]+) (\d+) 0 R/g)) {
    const cmap = objects.get(reference(objects.get(Number(id))?.dictionary ?? '', 'ToUnicode'))?.stream
    fonts.set(name, cmap ? readCMap(cmap.toString('latin1')) : new Map())
  }
  return fonts
}

/** The characters a content stream draws with `Tj` and `TJ`, through each font's map. */
function drawnText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>()
  let text = ''
  const operations = /\/([\w.]+)\s+[\d.]+\s+Tf|(<[0-9A-Fa-f]*>)\s*Tj|\[((?:[^\]]|\n)*?)\]\s*TJ|\bT\*|\bTd\b|\bTD\b/g
  const decode = (hex: string) => {
    const digits = hex.replace(/[<>\s]/g, '').toUpperCase()
    const width = [...font.keys()][0]?.length ?? 4
    for (let index = 0; index < digits.length; index += width)
      text += font.get(digits.slice(index, index + width)) ?? ''
  }
  for (const match of content.matchAll(operations)) {
    if (match[1]) font = fonts.get(match[1]) ?? new Map()
    else if (match[2]) decode(match[2])
    else if (match[3] !== undefined) for (const hex of match[3].match(/<[0-9A-Fa-f]*>/g) ?? []) decode(hex)
    else text += ' '
  }
  return text
}

/** The pages of a PDF Chromium printed, in order. */
export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = readObjects(pdf)
  const pages: PdfPage[] = []
  for (const { dictionary } of objects.values()) {
    if (!/\/Type\s*\/Page\b(?!s)/.test(dictionary)) continue
    const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(dictionary)
    const fonts = pageFonts(objects, dictionary)
    const contentRefs = /\/Contents\s*\[([^\]]*)\]/.exec(dictionary)?.[1] ?? String(reference(dictionary, 'Contents'))
    const content = [...contentRefs.matchAll(/(\d+)(?: 0 R)?/g)]
      .map(([, id]) => objects.get(Number(id))?.stream?.toString('latin1') ?? '')
      .join('\n')
    pages.push({
      width: Math.round(Number(box?.[3]) - Number(box?.[1])),
      height: Math.round(Number(box?.[4]) - Number(box?.[2])),
      text: drawnText(content, fonts),
    })
  }
  return pages
}

/** Text compared without its spacing, which a printout draws as gaps rather than characters. */
export function squeezed(text: string): string {
  return text.replace(/\s+/g, '')
}

/** How many raster images (photos) the PDF holds; vector drawings such as an SVG are not counted. */
export function pdfImageCount(pdf: Buffer): number {
  return [...readObjects(pdf).values()].filter(({ dictionary }) => /\/Subtype\s*\/Image\b/.test(dictionary)).length
}
