/**
 * Tiny 3D helpers for the generated demo photos: vectors, a pinhole camera
 * fitted to a bounding set of points, colours, and polygon clipping.
 */
export type Vec3 = [number, number, number]
export type Pt = [number, number]
export type Rgb = [number, number, number]

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1))

export interface Camera {
  pos: Vec3
  project(p: Vec3): Pt
  /** Distance from the camera, for painter's-algorithm sorting. */
  depth(p: Vec3): number
  /** Distance along the view axis (negative behind the camera). */
  viewDepth(p: Vec3): number
  /** Screen y of the ground plane's vanishing line. */
  horizonY: number
}

export interface FrameBox {
  centerX: number
  bottom: number
  maxWidth: number
  maxHeight: number
}

/** A camera at `pos` looking at `target`, scaled so `subject` fills `box`. */
export function fitCamera(pos: Vec3, target: Vec3, subject: Vec3[], box: FrameBox): Camera {
  const forward = normalize(sub(target, pos))
  const right = normalize(cross(forward, [0, 1, 0]))
  const up = cross(right, forward)
  const normalized = (p: Vec3): Pt => {
    const d = sub(p, pos)
    const z = Math.max(dot(d, forward), 1)
    return [dot(d, right) / z, -dot(d, up) / z]
  }
  const pts = subject.map(normalized)
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const k = Math.min(box.maxWidth / (maxX - minX), box.maxHeight / (maxY - minY))
  const ox = box.centerX - (k * (minX + maxX)) / 2
  const oy = box.bottom - k * maxY
  const flat = normalize([forward[0], 0, forward[2]])
  return {
    pos,
    project: (p) => {
      const [x, y] = normalized(p)
      return [ox + k * x, oy + k * y]
    },
    depth: (p) => Math.hypot(...sub(p, pos)),
    viewDepth: (p) => dot(sub(p, pos), forward),
    horizonY: oy - (k * dot(flat, up)) / dot(flat, forward),
  }
}

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0')
  const n = Number.parseInt(full.slice(0, 6), 16)
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
export const times = (a: Rgb, k: number): Rgb => [a[0] * k, a[1] * k, a[2] * k]

export function css(c: Rgb): string {
  const v = c.map((x) => Math.round(Math.min(255, Math.max(0, x))))
  return `rgb(${v[0]},${v[1]},${v[2]})`
}

export function luminance(c: Rgb): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255
}

export function polygonPoints(pts: Pt[]): string {
  return pts.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' ')
}

/** Keeps the part of a polygon where a·x + b·y + c >= 0 (Sutherland–Hodgman, one edge). */
export function clipHalfPlane(poly: Pt[], a: number, b: number, c: number): Pt[] {
  const out: Pt[] = []
  const side = (p: Pt) => a * p[0] + b * p[1] + c
  poly.forEach((cur, i) => {
    const prev = poly[(i + poly.length - 1) % poly.length]
    const [sc, sp] = [side(cur), side(prev)]
    if (sc >= 0 !== sp >= 0) {
      const t = sp / (sp - sc)
      out.push([prev[0] + (cur[0] - prev[0]) * t, prev[1] + (cur[1] - prev[1]) * t])
    }
    if (sc >= 0) out.push(cur)
  })
  return out
}

/** Cardinal spline through keys; a key's third value (0..1) sharpens the curve there. */
export function spline(keys: [number, number, number?][], perSegment: number): { p: Pt; segment: number }[] {
  const out: { p: Pt; segment: number }[] = []
  const tangent = (i: number): Pt => {
    const prev = keys[Math.max(i - 1, 0)]
    const next = keys[Math.min(i + 1, keys.length - 1)]
    const k = (1 - (keys[i][2] ?? 0)) / 2
    return [(next[0] - prev[0]) * k, (next[1] - prev[1]) * k]
  }
  for (let i = 0; i < keys.length - 1; i++) {
    const [p0, p1, m0, m1] = [keys[i], keys[i + 1], tangent(i), tangent(i + 1)]
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment
      const [h00, h10, h01, h11] = [
        2 * t ** 3 - 3 * t ** 2 + 1,
        t ** 3 - 2 * t ** 2 + t,
        -2 * t ** 3 + 3 * t ** 2,
        t ** 3 - t ** 2,
      ]
      out.push({
        p: [
          h00 * p0[0] + h10 * m0[0] + h01 * p1[0] + h11 * m1[0],
          h00 * p0[1] + h10 * m0[1] + h01 * p1[1] + h11 * m1[1],
        ],
        segment: i,
      })
    }
  }
  const last = keys[keys.length - 1]
  out.push({ p: [last[0], last[1]], segment: keys.length - 2 })
  return out
}

/** Convex hull (monotone chain), for wheel silhouettes and mirrors. */
export function convexHull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (pts.length < 3) return pts
  const turn = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: Pt[]): Pt[] => {
    const out: Pt[] = []
    for (const p of list) {
      while (out.length >= 2 && turn(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  return [...half(pts), ...half([...pts].reverse())]
}

/** Deterministic pseudo-random numbers, so a car's photos never change between runs. */
export function seededRandom(seedText: string): () => number {
  let seed = 0
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
