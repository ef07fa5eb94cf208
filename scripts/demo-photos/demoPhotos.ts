import sharp from 'sharp'

import { bodyStyleFor } from './demoPhotoBodies'
import { type CarDrawing, buildCarModel, drawCar, sideGradients } from './demoPhotoCar'
import { interiorScene, wheelScene } from './demoPhotoCloseups'
import { type Camera, type Pt, type Vec3, fitCamera, hexToRgb, luminance, polygonPoints } from './demoPhotoGeometry'
import { PHOTO_HEIGHT, PHOTO_WIDTH, outdoor, showroom } from './demoPhotoScenes'

/** What a photo shows of a car: its make and model (also in the caption) and its paint, a CSS hex colour. */
export interface DemoPhotoCar {
  brand: string
  model: string
  paint: string
}

/** Exterior views: camera position and the backdrop. Views 3 and 4 are close-ups. */
const EXTERIOR: Record<number, { camera: Vec3; target: Vec3; scene: 'outdoor' | 'showroom' }> = {
  0: { camera: [-5600, 1350, 5200], target: [-150, 620, 0], scene: 'outdoor' },
  1: { camera: [0, 1050, 11500], target: [0, 650, 0], scene: 'showroom' },
  2: { camera: [5600, 1550, 4800], target: [150, 620, 0], scene: 'showroom' },
  5: { camera: [-9500, 1250, 2300], target: [0, 700, 0], scene: 'outdoor' },
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

function caption(car: DemoPhotoCar): string {
  const text = escapeXml(`${car.brand} · ${car.model}`)
  const width = Math.round(text.length * 12.5 + 44)
  return `<g opacity="0.92"><rect x="28" y="${PHOTO_HEIGHT - 74}" width="${width}" height="46" rx="23" fill="#000" fill-opacity="0.42"/><text x="50" y="${PHOTO_HEIGHT - 43}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="22" fill="#fff" fill-opacity="0.92">${text}</text></g>`
}

function exteriorSvg(car: DemoPhotoCar, view: number): string {
  const setup = EXTERIOR[view]
  const style = bodyStyleFor(car.brand, car.model)
  const model = buildCarModel(style)
  const subject = model.outline.flatMap((o) => [model.at(o.p, -1), model.at(o.p, 1)])
  const camera = fitCamera(setup.camera, setup.target, subject, {
    centerX: PHOTO_WIDTH / 2,
    bottom: PHOTO_HEIGHT * 0.84,
    maxWidth: PHOTO_WIDTH * 0.76,
    maxHeight: PHOTO_HEIGHT * 0.56,
  })
  const paint = hexToRgb(car.paint)
  const pxPerMm = Math.abs(camera.project([0, 0, 0])[1] - camera.project([0, 1000, 0])[1]) / 1000
  const drawing = (mirror: boolean): CarDrawing => ({
    id: mirror ? 'm' : 'c',
    camera,
    mirror,
    paint,
    brand: car.brand,
    pxPerMm,
    project: (p) => camera.project(mirror ? [p[0], -p[1], p[2]] : p),
  })
  const seed = `${car.brand}|${car.model}|${view}`
  const backdrop =
    setup.scene === 'outdoor' ? outdoor(camera, seed) : showroom(camera, setup.target, luminance(paint) < 0.3, seed)

  const shadow = groundShadow(
    camera,
    style.length,
    style.width,
    style.axles.map((x) => x - style.length / 2),
    style.wheelRadius,
  )
  const contacts = [-1, 1].flatMap((sx) =>
    [-1, 1].map((sz) => camera.project([(sx * style.length) / 2, 0, (sz * style.width) / 2])[1]),
  )
  const [farContact, nearContact] = [Math.min(...contacts), Math.max(...contacts)]
  const fadeEnd = nearContact + PHOTO_HEIGHT * 0.3

  return `<defs>
${sideGradients(model, drawing(false))}${sideGradients(model, drawing(true))}
<linearGradient id="reflFade" gradientUnits="userSpaceOnUse" x1="0" y1="${farContact.toFixed(0)}" x2="0" y2="${fadeEnd.toFixed(0)}"><stop offset="0" stop-color="#fff"/><stop offset="${((nearContact - farContact) / (fadeEnd - farContact)).toFixed(3)}" stop-color="#ccc"/><stop offset="1" stop-color="#000"/></linearGradient>
<radialGradient id="shadowSoft"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.55" stop-color="#000" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<radialGradient id="shadowTyre"><stop offset="0" stop-color="#000" stop-opacity="0.75"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<mask id="refl" maskUnits="userSpaceOnUse" x="0" y="0" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}"><rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#reflFade)"/></mask>
</defs>
${backdrop.svg}
<g mask="url(#refl)" opacity="${backdrop.reflection}">${drawCar(model, drawing(true))}</g>
${shadow}
${drawCar(model, drawing(false))}`
}

/**
 * A soft shadow without blur filters (they cost more than the whole drawing):
 * stacked translucent rounded rectangles on the floor, plus darker patches under the tyres.
 */
function groundShadow(camera: Camera, length: number, width: number, axles: number[], wheelRadius: number): string {
  const patch = (cx: number, cz: number, hx: number, hz: number): Pt[] =>
    Array.from({ length: 36 }, (_, i) => {
      const a = (i / 36) * Math.PI * 2
      const [c, s] = [Math.cos(a), Math.sin(a)]
      const r = (Math.abs(c) ** 4 + Math.abs(s) ** 4) ** -0.25
      return camera.project([cx + hx * r * c, 0, cz + hz * r * s])
    })
  let svg = `<polygon points="${polygonPoints(patch(0, 0, length / 2 + 450, width / 2 + 420))}" fill="url(#shadowSoft)"/>`
  for (const x of axles) {
    for (const z of [-1, 1]) {
      svg += `<polygon points="${polygonPoints(patch(x, z * (width / 2 - 130), wheelRadius * 1.1, 200))}" fill="url(#shadowTyre)"/>`
    }
  }
  return svg
}

/** The SVG source of a demo photo; exported for inspection, rendered by renderDemoPhoto. */
export function demoPhotoSvg(car: DemoPhotoCar, view: number): string {
  const v = ((Math.trunc(view) % 6) + 6) % 6
  const body = v === 3 ? interiorScene(car) : v === 4 ? wheelScene(car) : exteriorSvg(car, v)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">${body}${caption(car)}</svg>`
}

/**
 * A 1600×1067 WebP of the car, drawn locally (no network): 0 three-quarter front,
 * 1 side, 2 three-quarter rear, 3 dashboard, 4 wheel, 5 front.
 */
export async function renderDemoPhoto(car: DemoPhotoCar, view: number): Promise<Buffer> {
  // Quality 85 keeps the sky and paint gradients free of banding on a full-width car page while
  // the whole catalogue stays well under its 3 MB budget; effort 6 buys the smallest file for it.
  return sharp(Buffer.from(demoPhotoSvg(car, view)))
    .webp({ quality: 85, effort: 6 })
    .toBuffer()
}
