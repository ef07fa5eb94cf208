import type { BodyStyle } from './demoPhotoBodies'
import { drawMirrors, drawSideDetails } from './demoPhotoDetails'
import { drawFrontDetails, drawRearDetails } from './demoPhotoFascias'
import {
  type Camera,
  type Pt,
  type Rgb,
  type Vec3,
  add,
  convexHull,
  cross,
  css,
  dot,
  hexToRgb,
  mix,
  normalize,
  polygonPoints,
  scale,
  spline,
  sub,
  times,
} from './demoPhotoGeometry'

type SurfaceKind = 'body' | 'glass' | 'roof' | 'under' | 'arch'

/** One rendering pass of a car: the real one, or its reflection in the floor. */
export interface CarDrawing {
  id: string
  camera: Camera
  mirror: boolean
  paint: Rgb
  brand: string
  /** Screen pixels per millimetre near the car, for stroke widths. */
  pxPerMm: number
  /** Projects a car-space point, flipped under the floor for the reflection. */
  project(p: Vec3): Pt
}

export interface CarModel {
  style: BodyStyle
  outline: { p: Pt; kind: SurfaceKind }[]
  /** Top outline only (front lower corner to rear lower corner), with spline segment numbers. */
  top: { p: Pt; segment: number }[]
  halfWidth(x: number, y: number): number
  /**
   * Profile point → 3D point across the body: zf runs from −1 (right) to +1 (left side);
   * the ends are rounded in plan view, so corners sit further in than the centre line.
   */
  surface(p: Pt, zf: number, outset?: number): Vec3
  /** Profile point → 3D point on the given side (+1 faces +z). */
  at(p: Pt, side: number, outset?: number): Vec3
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v))

export function buildCarModel(style: BodyStyle): CarModel {
  const { length: L, width: W, height: H, belt, clearance, wheelRadius: R } = style
  const top = spline(style.keys, 6)
  const outline: CarModel['outline'] = top.map(({ p, segment }) => ({
    p,
    kind: style.glass.includes(segment)
      ? 'glass'
      : style.roofColor && p[1] > belt + 60 && segment > 3 && segment < style.tailKey - 1
        ? 'roof'
        : 'body',
  }))
  const first = style.keys[0]
  const last = style.keys[style.keys.length - 1]
  outline.push({ p: [last[0] - 90, clearance], kind: 'under' })
  for (const axle of [style.axles[1], style.axles[0]]) {
    const radius = R + 55
    const cy = R + 10
    const start = Math.asin((clearance - cy) / radius)
    for (let i = 0; i <= 14; i++) {
      const a = start + ((Math.PI - 2 * start) * i) / 14
      outline.push({ p: [axle + radius * Math.cos(a), cy + radius * Math.sin(a)], kind: 'arch' })
    }
  }
  outline.push({ p: [first[0] + 90, clearance], kind: 'under' })

  const halfWidth = (x: number, y: number) => {
    const end = clamp01((Math.abs(x - L / 2) - (L / 2 - 800)) / 800)
    const green = y > belt ? 1 - style.taper * clamp01((y - belt) / (H - belt)) : 1
    const tuck = 1 - 0.035 * clamp01((clearance + 220 - y) / 220)
    return (W / 2) * (1 - 0.17 * end * end) * green * tuck
  }
  const bow = (x: number) => 190 * clamp01((800 - x) / 800) ** 1.6 - 150 * clamp01((x - (L - 700)) / 700) ** 1.6
  const surface = (p: Pt, zf: number, outset = 0): Vec3 => [
    p[0] - L / 2 + bow(p[0]) * zf * zf,
    p[1],
    zf * halfWidth(p[0], p[1]) + Math.sign(zf) * outset,
  ]
  return { style, outline, top, halfWidth, surface, at: (p, side, outset = 0) => surface(p, side, outset) }
}

interface Face {
  pts: Vec3[]
  depth: number
  svg: (points: string) => string
}

/** Light from above and from the camera's side, so the visible faces read as solid. */
function lightFor(camera: Camera): Vec3 {
  return normalize([camera.pos[0] * 0.35, 4000, camera.pos[2] * 0.35 + 1200])
}

export function shadePaint(paint: Rgb, n: Vec3, camera: Camera, at: Vec3): Rgb {
  const light = lightFor(camera)
  const view = normalize(sub(camera.pos, at))
  const half = normalize([light[0] + view[0], light[1] + view[1], light[2] + view[2]])
  const diffuse = Math.max(0, dot(n, light))
  const spec = Math.max(0, dot(n, half)) ** 28
  const sky = Math.max(0, n[1])
  return mix(times(paint, 0.5 + 0.5 * diffuse), [255, 255, 255], clamp01(0.55 * spec + 0.1 * sky))
}

function shadeGlass(n: Vec3, camera: Camera, at: Vec3): Rgb {
  const view = normalize(sub(camera.pos, at))
  const fresnel = (1 - Math.abs(dot(n, view))) ** 2
  const sky = Math.max(0, n[1])
  return mix([16, 20, 28], [150, 168, 192], clamp01(0.25 * sky + 0.45 * fresnel))
}

function wheelFaces(model: CarModel, drawing: CarDrawing): Face[] {
  const { style } = model
  const { camera, mirror } = drawing
  const R = style.wheelRadius
  const faces: Face[] = []
  for (const axle of style.axles) {
    for (const side of [-1, 1]) {
      const zOut = side * (model.halfWidth(axle, R) - 12)
      const zIn = zOut - side * style.tyreWidth
      const x = axle - style.length / 2
      const ring = (r: number, z: number, n = 28): Vec3[] =>
        Array.from({ length: n }, (_, i) => {
          const a = (i / n) * Math.PI * 2
          return [x + r * Math.cos(a), R + r * Math.sin(a), z]
        })
      const project = (p: Vec3) => drawing.project(p)
      const hull = convexHull([...ring(R, zOut), ...ring(R, zIn)].map(project))
      const facing = side * (camera.pos[2] - zOut) > 0
      let svg = `<polygon points="${polygonPoints(hull)}" fill="#121315"/>`
      if (facing) svg += drawRim(ring, zOut + side * 4, x, R, style, drawing, side)
      faces.push({ pts: [[x, R, (zOut + zIn) / 2]], depth: 0, svg: () => svg })
    }
  }
  const flipped = mirror ? -1 : 1
  return faces.map((f) => ({ ...f, depth: camera.depth([f.pts[0][0], flipped * f.pts[0][1], f.pts[0][2]]) }))
}

function drawRim(
  ring: (r: number, z: number, n?: number) => Vec3[],
  z: number,
  x: number,
  R: number,
  style: BodyStyle,
  drawing: CarDrawing,
  side: number,
): string {
  const poly = (pts: Vec3[]) => polygonPoints(pts.map((p) => drawing.project(p)))
  const sport = style.spokes >= 10
  let svg = `<polygon points="${poly(ring(R * 0.93, z))}" fill="#26282b"/>`
  svg += `<polygon points="${poly(ring(R * 0.7, z))}" fill="#1b1c1f" stroke="#d9dce1" stroke-width="${(drawing.pxPerMm * 14).toFixed(1)}"/>`
  svg += `<polygon points="${poly(ring(R * 0.5, z - side * 2))}" fill="#5d6166"/>`
  const caliper: Vec3[] = Array.from({ length: 7 }, (_, i) => {
    const a = Math.PI * (0.12 + i * 0.05)
    return [x - R * 0.5 * Math.cos(a), R + R * 0.5 * Math.sin(a), z]
  })
  const inner = caliper.map((p): Vec3 => [x + (p[0] - x) * 0.6, R + (p[1] - R) * 0.6, z]).reverse()
  svg += `<polygon points="${poly([...caliper, ...inner])}" fill="${sport ? '#c8151f' : '#3c3f44'}"/>`
  const spokeColor = sport ? '#b9bdc3' : '#cfd2d6'
  for (let k = 0; k < style.spokes; k++) {
    const a = (k / style.spokes) * Math.PI * 2 + 0.3
    const dir: Pt = [Math.cos(a), Math.sin(a)]
    const nrm: Pt = [-dir[1], dir[0]]
    const w0 = R * (sport ? 0.05 : 0.09)
    const w1 = R * (sport ? 0.035 : 0.07)
    const pt = (r: number, w: number): Vec3 => [x + dir[0] * r + nrm[0] * w, R + dir[1] * r + nrm[1] * w, z]
    const spoke = [pt(R * 0.12, w0), pt(R * 0.68, w1), pt(R * 0.68, -w1), pt(R * 0.12, -w0)]
    svg += `<polygon points="${poly(spoke)}" fill="${spokeColor}" stroke="#6f747a" stroke-width="${(drawing.pxPerMm * 4).toFixed(1)}"/>`
  }
  svg += `<polygon points="${poly(ring(R * 0.15, z, 16))}" fill="#9da2a8"/>`
  svg += `<polygon points="${poly(ring(R * 0.07, z, 12))}" fill="#e6e8eb"/>`
  return svg
}

/** The car as SVG: wheels, the shaded body (painter's algorithm), then details. */
export function drawCar(model: CarModel, drawing: CarDrawing): string {
  const { camera } = drawing
  const { style, outline } = model
  const paint = drawing.paint
  const faces: Face[] = []
  const flip = (p: Vec3): Vec3 => (drawing.mirror ? [p[0], -p[1], p[2]] : p)
  const visible = (n: Vec3, at: Vec3) => dot(flip(n), sub(camera.pos, flip(at))) > 0

  // The faint reflection does not need the fine shading.
  const columns = drawing.mirror ? [-1, -0.34, 0.34, 1] : [-1, -0.6, -0.2, 0.2, 0.6, 1]
  const crown = (o: CarModel['outline'][number], next: CarModel['outline'][number], zf: number) => {
    const ny = (next.p[0] - o.p[0]) / (Math.hypot(next.p[0] - o.p[0], next.p[1] - o.p[1]) || 1)
    return 45 * Math.max(0, ny) * (1 - zf * zf)
  }
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]
    const b = outline[(i + 1) % outline.length]
    const c = outline[(i + 2) % outline.length]
    if (a.kind === 'arch' || b.kind === 'arch') continue
    const n2: Vec3 = normalize([-(b.p[1] - a.p[1]), b.p[0] - a.p[0], 0])
    for (let k = 0; k < columns.length - 1; k++) {
      const point = (o: typeof a, next: typeof a, zf: number): Vec3 => {
        const p = model.surface(o.p, zf)
        return [p[0], p[1] + crown(o, next, zf), p[2]]
      }
      const pts = [
        point(a, b, columns[k]),
        point(a, b, columns[k + 1]),
        point(b, c, columns[k + 1]),
        point(b, c, columns[k]),
      ]
      let n = normalize(cross(sub(pts[2], pts[0]), sub(pts[1], pts[3])))
      if (dot(n, n2) < 0) n = scale(n, -1)
      const center: Vec3 = scale(add(add(pts[0], pts[1]), add(pts[2], pts[3])), 0.25)
      if (!visible(n, center)) continue
      const fn = flip(n)
      const fc = flip(center)
      const color =
        a.kind === 'glass'
          ? shadeGlass(fn, camera, fc)
          : a.kind === 'under'
            ? ([14, 14, 16] as Rgb)
            : shadePaint(a.kind === 'roof' ? hexToRgb(style.roofColor ?? '#222') : paint, fn, camera, fc)
      const fill = css(color)
      faces.push({
        pts,
        depth: camera.depth(fc),
        svg: (points) =>
          `<polygon points="${points}" fill="${fill}" stroke="${fill}" stroke-width="1.2" stroke-linejoin="round"/>`,
      })
    }
  }

  for (const side of [-1, 1]) {
    const n: Vec3 = [0, 0, side]
    const center: Vec3 = [0, style.height / 2, side * (style.width / 2)]
    if (!visible(n, center)) continue
    const pts = outline.map((o) => model.at(o.p, side))
    faces.push({
      pts,
      depth: camera.depth(flip(center)) + 1,
      svg: (points) =>
        `<polygon points="${points}" fill="url(#${drawing.id}-side${side})"/>` + drawSideDetails(model, drawing, side),
    })
  }

  faces.sort((a, b) => b.depth - a.depth)
  const project = (pts: Vec3[]) => polygonPoints(pts.map((p) => drawing.project(p)))
  const wells = style.axles.flatMap((axle) =>
    [-1, 1].map((side) => {
      const arch = outline.filter((o) => o.kind === 'arch' && Math.abs(o.p[0] - axle) < style.wheelRadius + 80)
      const pts = arch.map((o) => model.at(o.p, side, -40))
      return `<polygon points="${project(pts)}" fill="#09090a"/>`
    }),
  )
  const wheels = wheelFaces(model, drawing).sort((a, b) => b.depth - a.depth)
  return [
    ...wells,
    ...wheels.map((f) => f.svg('')),
    ...faces.map((f) => f.svg(project(f.pts))),
    drawFrontDetails(model, drawing),
    drawRearDetails(model, drawing),
    drawMirrors(model, drawing),
  ].join('')
}

/** Gradients for the two body sides: sky-lit shoulder, crease highlight, darker sill. */
export function sideGradients(model: CarModel, drawing: CarDrawing): string {
  const { style } = model
  const { camera } = drawing
  const band = (style.height - style.belt) / (style.height - style.clearance)
  return [-1, 1]
    .map((side) => {
      const z = side * (style.width / 2)
      const [x1, y1] = drawing.project([0, style.height, z])
      const [x2, y2] = drawing.project([0, style.clearance, z])
      const at: Vec3 = [0, style.belt, z]
      const tone = (ny: number, extra = 0) => {
        const n = normalize([0, drawing.mirror ? -ny : ny, side])
        return css(mix(shadePaint(drawing.paint, n, camera, at), [255, 255, 255], extra))
      }
      const stops: [number, string][] = [
        [0, tone(1.2)],
        [Math.max(0, band - 0.03), tone(0.6)],
        [band + 0.02, tone(1.6, 0.22)],
        [band + 0.08, tone(0.25)],
        [0.72, tone(-0.05)],
        [1, tone(-0.9)],
      ]
      return `<linearGradient id="${drawing.id}-side${side}" gradientUnits="userSpaceOnUse" x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}">${stops
        .map(([o, c]) => `<stop offset="${o.toFixed(3)}" stop-color="${c}"/>`)
        .join('')}</linearGradient>`
    })
    .join('')
}
