import type { CarDrawing, CarModel } from './demoPhotoCar'
import { CHROME, HEADLIGHT, TRIM, facePoint, polygon, px } from './demoPhotoDetails'
import type { Vec3 } from './demoPhotoGeometry'

/** Front and rear faces: grilles by maker, lamps, emblems and Italian number plates. */
function emblem(model: CarModel, drawing: CarDrawing, end: 'front' | 'rear', y: number, radius: number): string {
  const ring = Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2
    const p = facePoint(model, end, y + radius * Math.sin(a), 0)
    return [p[0], p[1], radius * Math.cos(a)] as Vec3
  })
  return polygon(drawing, ring, `fill="#2a2c30" stroke="${CHROME}" stroke-width="${px(drawing, 12)}"`)
}

type Shape = [number, number][]

function frontShapes(
  brand: string,
  clearance: number,
  nose: number,
): { dark: Shape[]; accent?: Shape; emblemY?: number } {
  const top = nose - 50
  const bottom = clearance + 250
  const intake: Shape = [
    [clearance + 230, -0.6],
    [clearance + 230, 0.6],
    [clearance + 90, 0.5],
    [clearance + 90, -0.5],
  ]
  switch (brand.toLowerCase()) {
    case 'bmw':
      return {
        dark: [1, -1]
          .map(
            (s) =>
              [
                [top, s * 0.05],
                [top, s * 0.27],
                [bottom + 40, s * 0.29],
                [bottom + 40, s * 0.05],
              ] as Shape,
          )
          .concat([intake]),
        emblemY: nose + 60,
      }
    case 'audi':
      return {
        dark: [
          [
            [top, -0.32],
            [top, 0.32],
            [top - 70, 0.4],
            [bottom, 0.36],
            [bottom - 40, 0.28],
            [bottom - 40, -0.28],
            [bottom, -0.36],
            [top - 70, -0.4],
          ],
        ],
      }
    case 'porsche':
      return {
        dark: [
          [
            [clearance + 300, -0.3],
            [clearance + 300, 0.3],
            [clearance + 110, 0.26],
            [clearance + 110, -0.26],
          ],
          ...[1, -1].map(
            (s) =>
              [
                [clearance + 320, s * 0.52],
                [clearance + 320, s * 0.86],
                [clearance + 120, s * 0.8],
                [clearance + 120, s * 0.55],
              ] as Shape,
          ),
        ],
      }
    case 'ferrari':
      return {
        dark: [
          [
            [clearance + 290, -0.64],
            [clearance + 290, 0.64],
            [clearance + 100, 0.55],
            [clearance + 100, -0.55],
          ],
        ],
        accent: [
          [nose - 10, -0.05],
          [nose - 10, 0.05],
          [nose - 110, 0.05],
          [nose - 110, -0.05],
        ],
      }
    case 'volkswagen':
      return {
        dark: [
          [
            [nose - 45, -0.5],
            [nose - 45, 0.5],
            [nose - 105, 0.46],
            [nose - 105, -0.46],
          ],
          intake,
        ],
        emblemY: nose - 75,
      }
    case 'volvo':
      return {
        dark: [
          [
            [top, -0.3],
            [top, 0.3],
            [bottom + 50, 0.3],
            [bottom + 50, -0.3],
          ],
          intake,
        ],
        emblemY: (top + bottom + 50) / 2,
      }
    default:
      return {
        dark: [
          [
            [top, -0.38],
            [top, 0.38],
            [bottom + 40, 0.42],
            [bottom + 40, -0.42],
          ],
          intake,
        ],
        emblemY: (top + bottom + 40) / 2,
      }
  }
}

function plate(model: CarModel, drawing: CarDrawing, end: 'front' | 'rear', y0: number): string {
  const y1 = y0 + 110
  const quad = (z0: number, z1: number) => [
    facePoint(model, end, y1, z0),
    facePoint(model, end, y1, z1),
    facePoint(model, end, y0, z1),
    facePoint(model, end, y0, z0),
  ]
  return (
    polygon(drawing, quad(-0.28, 0.28), 'fill="#f4f4f2" stroke="#333" stroke-width="1"') +
    polygon(drawing, quad(-0.28, -0.235), 'fill="#1d4fa8"') +
    polygon(drawing, quad(0.235, 0.28), 'fill="#1d4fa8"')
  )
}

const facing = (drawing: CarDrawing, model: CarModel, end: 'front' | 'rear') =>
  end === 'front'
    ? drawing.camera.pos[0] < -model.style.length / 2 + 300
    : drawing.camera.pos[0] > model.style.length / 2 - 300

export function drawFrontDetails(model: CarModel, drawing: CarDrawing): string {
  if (!facing(drawing, model, 'front')) return ''
  const { clearance } = model.style
  const nose = model.style.keys[model.style.noseKey][1]
  const shape = (s: Shape) => s.map(([y, z]) => facePoint(model, 'front', y, z))
  const { dark, accent, emblemY } = frontShapes(drawing.brand, clearance, nose)
  let svg = dark
    .map((s) =>
      polygon(
        drawing,
        shape(s),
        `fill="${TRIM}" stroke="${CHROME}" stroke-opacity="0.7" stroke-width="${px(drawing, 8)}" stroke-linejoin="round"`,
      ),
    )
    .join('')
  if (accent) svg += polygon(drawing, shape(accent), 'fill="#f3c623"')
  if (emblemY !== undefined) svg += emblem(model, drawing, 'front', emblemY, 55)
  for (const s of [-1, 1]) {
    const lamp: Shape = [
      [nose - 25, s * 0.93],
      [nose - 30, s * 0.55],
      [nose - 110, s * 0.5],
      [nose - 125, s * 0.9],
    ]
    svg += polygon(
      drawing,
      shape(lamp),
      `fill="${HEADLIGHT}" stroke="#4b535d" stroke-width="${px(drawing, 5)}" stroke-linejoin="round"`,
    )
    const drl: Shape = [
      [nose - 45, s * 0.9],
      [nose - 50, s * 0.58],
      [nose - 62, s * 0.58],
      [nose - 57, s * 0.9],
    ]
    svg += polygon(drawing, shape(drl), 'fill="#ffffff"')
  }
  return svg + plate(model, drawing, 'front', clearance + 110)
}

export function drawRearDetails(model: CarModel, drawing: CarDrawing): string {
  if (!facing(drawing, model, 'rear')) return ''
  const tail = model.style.keys[model.style.tailKey][1]
  const shape = (s: Shape) => s.map(([y, z]) => facePoint(model, 'rear', y, z))
  const brand = drawing.brand.toLowerCase()
  const lamp = 'fill="#a3111b" stroke="#3d0509" stroke-width="1"'
  const lower = model.style.keys[model.style.keys.length - 1][1]
  let svg = polygon(
    drawing,
    shape([
      [lower + 110, -0.8],
      [lower + 110, 0.8],
      [lower + 15, 0.75],
      [lower + 15, -0.75],
    ]),
    `fill="${TRIM}"`,
  )
  for (const s of [-1, 1]) {
    const outline: Shape =
      brand === 'volvo'
        ? [
            [tail + 130, s * 0.97],
            [tail + 130, s * 0.84],
            [tail - 240, s * 0.82],
            [tail - 240, s * 0.95],
          ]
        : [
            [tail - 50, s * 0.97],
            [tail - 50, s * 0.55],
            [tail - 150, s * 0.6],
            [tail - 170, s * 0.95],
          ]
    svg += polygon(drawing, shape(outline), lamp)
    svg += polygon(
      drawing,
      shape([
        [tail - 80, s * 0.92],
        [tail - 80, s * 0.62],
        [tail - 95, s * 0.62],
        [tail - 95, s * 0.92],
      ]),
      'fill="#ff5a5f"',
    )
  }
  if (brand === 'porsche' || /volkswagen/.test(brand)) {
    svg += polygon(
      drawing,
      shape([
        [tail - 85, -0.6],
        [tail - 85, 0.6],
        [tail - 105, 0.6],
        [tail - 105, -0.6],
      ]),
      'fill="#d3212b"',
    )
  }
  svg += emblem(model, drawing, 'rear', tail - 170, 42)
  return svg + plate(model, drawing, 'rear', tail - 340)
}
