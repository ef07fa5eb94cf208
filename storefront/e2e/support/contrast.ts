import type { Locator } from '@playwright/test'

type Rgb = [number, number, number]

function parseRgb(color: string): Rgb {
  const channels = color.match(/[\d.]+/g)?.map(Number)
  if (!channels || channels.length < 3) throw new Error(`not an rgb colour: ${color}`)
  return [channels[0], channels[1], channels[2]]
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG's contrast ratio between two CSS colours, 1 (none) to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(parseRgb(a)), luminance(parseRgb(b))].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The background colour an element paints, as the browser computed it. */
export function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor)
}
