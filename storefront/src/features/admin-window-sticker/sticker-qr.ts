import QRCode from 'qrcode'

/**
 * The QR code of `url` as SVG markup, drawn in the browser: vector, so it prints sharp at any
 * size. Medium error correction survives a sticker's glare and creases; the quiet zone of four
 * modules is what phone cameras expect around the code.
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  })
}

/** The SVG as an image address (the page's policy allows `data:` images, not inline scripts). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
