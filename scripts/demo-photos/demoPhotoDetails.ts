import type { CarDrawing, CarModel } from './demoPhotoCar'
import { type Pt, type Vec3, clipHalfPlane, convexHull, css, mix, polygonPoints } from './demoPhotoGeometry'

export const CHROME = '#d6d9de'
export const TRIM = '#0f1012'
export const HEADLIGHT = '#e4ecf5'

export function polygon(drawing: CarDrawing, pts: Vec3[], attrs: string): string {
  return `<polygon points="${polygonPoints(pts.map((p) => drawing.project(p)))}" ${attrs}/>`
}

export function px(drawing: CarDrawing, mm: number): string {
  return (drawing.pxPerMm * mm).toFixed(1)
}

/** x of the body's front (or rear) face at height y, read off the profile. */
export function faceX(model: CarModel, y: number, end: 'front' | 'rear'): number {
  const { noseKey, tailKey } = model.style
  const pts = model.top
    .filter((s) => (end === 'front' ? s.segment <= noseKey : s.segment >= tailKey - 1))
    .map((s) => s.p)
  for (let i = 0; i < pts.length - 1; i++) {
    const [a, b] = [pts[i], pts[i + 1]]
    if ((y - a[1]) * (y - b[1]) <= 0 && a[1] !== b[1]) return a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1])
  }
  return end === 'front' ? pts[pts.length - 1][0] : pts[0][0]
}

/** A point on the front or rear face: zf is the fraction of the half width (−1..1). */
export function facePoint(model: CarModel, end: 'front' | 'rear', y: number, zf: number): Vec3 {
  const p = model.surface([faceX(model, y, end), y], zf)
  return [p[0] + (end === 'front' ? -4 : 4), p[1], p[2]]
}

function archY(model: CarModel, x: number): number | null {
  const R = model.style.wheelRadius
  for (const axle of model.style.axles) {
    const dx = x - axle
    if (Math.abs(dx) < R + 55) return R + 10 + Math.sqrt((R + 55) ** 2 - dx * dx)
  }
  return null
}

/** Offsets the roof line inwards (towards the cabin) by d millimetres. */
function insetRoofLine(pts: Pt[], d: number): Pt[] {
  return pts.map((p, i) => {
    const a = pts[Math.max(i - 1, 0)]
    const b = pts[Math.min(i + 1, pts.length - 1)]
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1
    return [p[0] + ((b[1] - a[1]) / len) * d, p[1] - ((b[0] - a[0]) / len) * d]
  })
}

function windowShapes(model: CarModel): { frame: Pt[]; panes: Pt[][] } {
  const { style } = model
  const cowl = style.keys[4][0]
  const cBase = style.keys[Math.max(...style.glass) + 1][0]
  const roof = model.top.map((s) => s.p).filter((p) => p[0] >= cowl && p[0] <= cBase)
  const close = (line: Pt[], sill: number): Pt[] =>
    clipHalfPlane([[line[0][0], sill], ...line, [line[line.length - 1][0], sill]], 0, 1, -sill)
  const frame = close(insetRoofLine(roof, 55), style.belt + 25)
  const glass = close(insetRoofLine(roof, 75), style.belt + 40)
  const cuts = [-Infinity, ...style.pillars, Infinity]
  const panes: Pt[][] = []
  for (let i = 0; i < cuts.length - 1; i++) {
    let pane = glass
    if (Number.isFinite(cuts[i])) pane = clipHalfPlane(pane, 1, 0, -(cuts[i] + 45))
    if (Number.isFinite(cuts[i + 1])) pane = clipHalfPlane(pane, -1, 0, cuts[i + 1] - 45)
    if (pane.length >= 3) panes.push(pane)
  }
  return { frame, panes }
}

export function drawSideDetails(model: CarModel, drawing: CarDrawing, side: number): string {
  const { style } = model
  const { belt, clearance, axles, wheelRadius: R, length: L } = style
  const on = (pts: Pt[], outset = 2) => pts.map((p) => model.at(p, side, outset))
  let svg = ''

  if (style.roofColor) {
    const roof = model.top
      .map((s) => s.p)
      .filter((p) => p[0] > style.keys[4][0] + 120 && p[0] < style.keys[8][0] && p[1] > belt + 40)
    svg += polygon(drawing, on(clipHalfPlane(roof, 0, 1, -(belt + 40)), 1), `fill="${style.roofColor}"`)
  }

  const { frame, panes } = windowShapes(model)
  const [gx1, gy1] = drawing.project(model.at([L / 2, style.height], side))
  const [gx2, gy2] = drawing.project(model.at([L / 2, belt], side))
  const gradientId = `${drawing.id}-glass${side}`
  svg += `<linearGradient id="${gradientId}" gradientUnits="userSpaceOnUse" x1="${gx1.toFixed(1)}" y1="${gy1.toFixed(1)}" x2="${gx2.toFixed(1)}" y2="${gy2.toFixed(1)}"><stop offset="0" stop-color="#7d8da1"/><stop offset="0.45" stop-color="#2a3340"/><stop offset="1" stop-color="#0c0f13"/></linearGradient>`
  svg += polygon(
    drawing,
    on(frame, 3),
    `fill="${TRIM}" stroke="${CHROME}" stroke-opacity="0.55" stroke-width="${px(drawing, 9)}" stroke-linejoin="round"`,
  )
  for (const pane of panes) {
    svg += polygon(drawing, on(pane, 4), `fill="url(#${gradientId})"`)
    const midX = pane.reduce((s, p) => s + p[0], 0) / pane.length
    let streak = clipHalfPlane(pane, 1, 0.8, -(midX + 0.8 * belt))
    streak = clipHalfPlane(streak, -1, -0.8, midX + 0.8 * belt + 260)
    if (streak.length >= 3) svg += polygon(drawing, on(streak, 5), 'fill="#ffffff" fill-opacity="0.1"')
  }

  const light = css(mix(drawing.paint, [255, 255, 255], 0.55))
  const crease = belt - 60
  const creaseLine = [faceX(model, crease, 'front') + 180, faceX(model, crease, 'rear') - 180]
  svg += polygon(
    drawing,
    on([
      [creaseLine[0], crease],
      [creaseLine[1], crease],
      [creaseLine[1], crease - 6],
      [creaseLine[0], crease - 6],
    ]),
    `fill="${light}" fill-opacity="0.55"`,
  )

  const doorEdges = [axles[0] + R + 120]
  if (style.doors === 4) doorEdges.push(style.pillars[0] + 20, axles[1] - (R + 55) * 0.6)
  else doorEdges.push((style.pillars[0] ?? axles[0] + (axles[1] - axles[0]) * 0.72) - 40)
  const doorLine = `stroke="#000" stroke-opacity="0.45" stroke-width="${px(drawing, 5)}" fill="none"`
  for (const x of doorEdges) {
    const bottom = archY(model, x) ?? clearance + 70
    const [a, b] = [drawing.project(model.at([x, belt + 15], side, 2)), drawing.project(model.at([x, bottom], side, 2))]
    svg += `<polyline points="${polygonPoints([a, b])}" ${doorLine}/>`
  }
  for (const edge of doorEdges.slice(1)) {
    const handle: Pt[] = [
      [edge - 300, belt - 125],
      [edge - 150, belt - 125],
      [edge - 150, belt - 95],
      [edge - 300, belt - 95],
    ]
    svg += polygon(
      drawing,
      on(handle, 6),
      `fill="${light}" stroke="#000" stroke-opacity="0.35" stroke-width="${px(drawing, 3)}"`,
    )
  }

  const cladding = clearance >= 190
  const sill: Pt[] = [
    [axles[0] + R + 60, clearance],
    [axles[1] - R - 60, clearance],
    [axles[1] - R - 60, clearance + (cladding ? 150 : 70)],
    [axles[0] + R + 60, clearance + (cladding ? 150 : 70)],
  ]
  svg += polygon(drawing, on(sill), `fill="#000" fill-opacity="${cladding ? 0.75 : 0.3}"`)
  for (const axle of axles) {
    const arch: Pt[] = Array.from({ length: 15 }, (_, i) => {
      const a = Math.PI * (0.02 + (0.96 * i) / 14)
      return [axle + (R + 55) * Math.cos(a), R + 10 + (R + 55) * Math.sin(a)]
    })
    const stroke = cladding
      ? `stroke="#17181b" stroke-width="${px(drawing, 60)}"`
      : `stroke="#000" stroke-opacity="0.5" stroke-width="${px(drawing, 6)}"`
    svg += `<polyline points="${polygonPoints(on(arch, 3).map((p) => drawing.project(p)))}" fill="none" ${stroke}/>`
  }

  const nose = style.keys[style.noseKey][1]
  const [h0, h1] = [nose - 125, nose - 25]
  const headWrap: Pt[] = [
    [faceX(model, h1, 'front') + 30, h1],
    [faceX(model, h1, 'front') + 330, h1 + 10],
    [faceX(model, h0, 'front') + 220, h0 + 25],
    [faceX(model, h0, 'front') + 30, h0],
  ]
  svg += polygon(drawing, on(headWrap, 3), `fill="${HEADLIGHT}" stroke="#4b535d" stroke-width="${px(drawing, 4)}"`)
  const tail = style.keys[style.tailKey][1]
  const [t0, t1] = [tail - 170, tail - 50]
  const tailWrap: Pt[] = [
    [faceX(model, t1, 'rear') - 30, t1],
    [faceX(model, t1, 'rear') - 300, t1],
    [faceX(model, t0, 'rear') - 200, t0 + 20],
    [faceX(model, t0, 'rear') - 30, t0],
  ]
  svg += polygon(drawing, on(tailWrap, 3), 'fill="#a3111b" stroke="#3d0509" stroke-width="1"')
  return svg
}

export function drawMirrors(model: CarModel, drawing: CarDrawing): string {
  const { style } = model
  const cam = drawing.camera.pos
  const sides = Math.abs(cam[2]) < style.width * 1.5 ? [-1, 1] : [Math.sign(cam[2])]
  const x0 = style.keys[4][0] + 40
  const y0 = style.belt - 10
  const cap = css(mix(drawing.paint, [0, 0, 0], 0.15))
  return sides
    .map((side) => {
      const w = model.halfWidth(x0, y0)
      const pts: Vec3[] = [
        [x0, y0, w],
        [x0 + 150, y0, w],
        [x0 + 150, y0 + 110, w],
        [x0, y0 + 110, w],
        [x0 + 50, y0 + 30, w + 170],
        [x0 + 190, y0 + 25, w + 170],
        [x0 + 190, y0 + 130, w + 175],
        [x0 + 60, y0 + 125, w + 170],
      ].map(([x, y, z]) => [x - style.length / 2, y, side * z])
      const hull = convexHull(pts.map((p) => drawing.project(p)))
      return `<polygon points="${polygonPoints(hull)}" fill="${cap}" stroke="#000" stroke-opacity="0.35" stroke-width="1" stroke-linejoin="round"/>`
    })
    .join('')
}
