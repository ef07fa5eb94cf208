import { type Camera, type Vec3, normalize, seededRandom } from './demoPhotoGeometry'

export const PHOTO_WIDTH = 1600
export const PHOTO_HEIGHT = 1067
const W = PHOTO_WIDTH
const H = PHOTO_HEIGHT

/** A line on the floor (y = 0), cut at the camera's near plane so it projects sanely. */
function floorLine(camera: Camera, a: Vec3, b: Vec3): string {
  const near = 400
  const [da, db] = [camera.viewDepth(a), camera.viewDepth(b)]
  if (da < near && db < near) return ''
  const cut = (p: Vec3, q: Vec3, dp: number, dq: number): Vec3 => {
    const t = (near - dp) / (dq - dp)
    return [p[0] + (q[0] - p[0]) * t, 0, p[2] + (q[2] - p[2]) * t]
  }
  const [p, q] = [da < near ? cut(a, b, da, db) : a, db < near ? cut(b, a, db, da) : b]
  const [x1, y1] = camera.project(p)
  const [x2, y2] = camera.project(q)
  return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`
}

/** Where the showroom's back wall meets the floor, some metres behind the car. */
function wallLine(camera: Camera, target: Vec3): number {
  const ahead = normalize([target[0] - camera.pos[0], 0, target[2] - camera.pos[2]])
  const y = camera.project([ahead[0] * 5200, 0, ahead[2] * 5200])[1]
  return Math.min(Math.max(y, H * 0.3), H * 0.62)
}

export function showroom(
  camera: Camera,
  target: Vec3,
  lightWalls: boolean,
  seed: string,
): { svg: string; reflection: number } {
  const rand = seededRandom(seed)
  const floorY = wallLine(camera, target)
  const wall = lightWalls ? ['#f3f4f6', '#d3d7dc'] : ['#2a2e34', '#474c55']
  const floor = lightWalls ? ['#a9aeb5', '#d5d8dc'] : ['#1f2226', '#3b3f45']
  const seam = lightWalls ? 'rgba(0,0,0,0.07)' : 'rgba(255,255,255,0.05)'
  let svg = `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
<linearGradient id="floor" gradientUnits="userSpaceOnUse" x1="0" y1="${floorY}" x2="0" y2="${H}"><stop offset="0" stop-color="${floor[0]}"/><stop offset="1" stop-color="${floor[1]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="${lightWalls ? 0.7 : 0.22}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<clipPath id="floorClip"><rect x="0" y="${floorY}" width="${W}" height="${H - floorY}"/></clipPath>
</defs>
<rect width="${W}" height="${floorY}" fill="url(#wall)"/>`
  for (let x = 60 + rand() * 120; x < W; x += 240)
    svg += `<rect x="${x.toFixed(0)}" y="0" width="2" height="${floorY}" fill="${seam}"/>`
  svg += `<ellipse cx="${W / 2}" cy="${floorY - 140}" rx="760" ry="330" fill="url(#glow)"/>`
  for (const [y, h] of [
    [26, 14],
    [78, 10],
  ] as const) {
    for (let x = 40 + rand() * 80; x < W - 120; x += 300 + rand() * 60) {
      svg += `<rect x="${x.toFixed(0)}" y="${y - 8}" width="200" height="${h + 16}" rx="12" fill="#fff" fill-opacity="0.18"/><rect x="${(x + 8).toFixed(0)}" y="${y}" width="184" height="${h}" rx="5" fill="#fffdf6"/>`
    }
  }
  svg += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>`
  svg += `<rect y="${floorY - 10}" width="${W}" height="10" fill="${lightWalls ? '#9ba0a7' : '#15171a'}"/>`
  let grid = ''
  for (let k = -16; k <= 16; k++) {
    grid += floorLine(camera, [k * 1400, 0, -30000], [k * 1400, 0, 30000])
    grid += floorLine(camera, [-30000, 0, k * 1400], [30000, 0, k * 1400])
  }
  svg += `<path d="${grid}" clip-path="url(#floorClip)" stroke="${lightWalls ? 'rgba(0,0,0,0.1)' : 'rgba(255,255,255,0.06)'}" stroke-width="1.5" fill="none"/>`
  svg += `<ellipse cx="${W / 2}" cy="${(floorY + H) / 2 + 60}" rx="820" ry="${(H - floorY) * 0.55}" fill="url(#glow)"/>`
  return { svg, reflection: lightWalls ? 0.3 : 0.36 }
}

export function outdoor(camera: Camera, seed: string): { svg: string; reflection: number } {
  const rand = seededRandom(seed)
  const horizon = Math.min(Math.max(camera.horizonY, H * 0.22), H * 0.58)
  let svg = `<defs>
<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${horizon}"><stop offset="0" stop-color="#4f86c9"/><stop offset="0.62" stop-color="#a8c7e6"/><stop offset="1" stop-color="#f4dcb6"/></linearGradient>
<linearGradient id="ground" gradientUnits="userSpaceOnUse" x1="0" y1="${horizon}" x2="0" y2="${H}"><stop offset="0" stop-color="#9a9894"/><stop offset="0.25" stop-color="#6f7073"/><stop offset="1" stop-color="#3e4044"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fffaf0" stop-opacity="1"/><stop offset="0.25" stop-color="#fff1d2" stop-opacity="0.7"/><stop offset="1" stop-color="#fff1d2" stop-opacity="0"/></radialGradient>
<radialGradient id="cloud"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${horizon}" fill="url(#sky)"/>
<circle cx="${W * 0.84}" cy="${horizon - 150}" r="420" fill="url(#sun)"/>`
  for (let i = 0; i < 6; i++) {
    const cx = rand() * W
    const cy = 60 + rand() * (horizon * 0.45)
    for (let j = 0; j < 4; j++) {
      svg += `<ellipse cx="${(cx + (j - 1.5) * 70 + rand() * 40).toFixed(0)}" cy="${(cy + rand() * 30).toFixed(0)}" rx="${(90 + rand() * 90).toFixed(0)}" ry="${(26 + rand() * 22).toFixed(0)}" fill="url(#cloud)"/>`
    }
  }
  const ridge = (amp: number, base: number, step: number) => {
    let d = `M0 ${horizon + 2}`
    for (let x = 0; x <= W + step; x += step) d += `L${x} ${(horizon - base - rand() * amp).toFixed(1)}`
    return `${d}L${W} ${horizon + 2}Z`
  }
  svg += `<path d="${ridge(70, 30, 80)}" fill="#a6b3c4" stroke="#a6b3c4" stroke-width="30" stroke-linejoin="round"/>`
  svg += `<path d="${ridge(30, 8, 60)}" fill="#8d9d9b" stroke="#8d9d9b" stroke-width="16" stroke-linejoin="round"/>`
  for (let x = -10; x < W + 10; x += 10 + rand() * 26) {
    const poplar = rand() < 0.35
    const ry = poplar ? 34 + rand() * 26 : 12 + rand() * 18
    const rx = poplar ? 6 + rand() * 4 : 12 + rand() * 18
    const g = Math.round(88 + rand() * 30)
    svg += `<ellipse cx="${x.toFixed(0)}" cy="${(horizon - ry * 0.8).toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="rgb(${g - 30},${g},${g - 40})"/>`
  }
  svg += `<rect y="${horizon - 3}" width="${W}" height="9" fill="#7d8a5e"/>`
  svg += `<rect y="${horizon + 5}" width="${W}" height="${H - horizon - 5}" fill="url(#ground)"/>`
  let stripes = ''
  for (const x of [-3300, 3300]) stripes += floorLine(camera, [x, 0, -2700], [x, 0, 2700])
  stripes += floorLine(camera, [-3300, 0, -2700], [3300, 0, -2700])
  svg += `<path d="${stripes}" stroke="#f2f1ec" stroke-opacity="0.8" stroke-width="${(camera.project([0, 0, 0])[1] - camera.project([0, 120, 0])[1]).toFixed(1)}" fill="none"/>`
  return { svg, reflection: 0.16 }
}
