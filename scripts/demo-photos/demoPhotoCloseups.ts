import type { DemoPhotoCar } from './demoPhotos'
import { css, hexToRgb, luminance, mix, seededRandom } from './demoPhotoGeometry'
import { PHOTO_HEIGHT as H, PHOTO_WIDTH as W } from './demoPhotoScenes'

const f = (n: number) => n.toFixed(1)

function tones(paint: string, metalIfDark = false) {
  const painted = hexToRgb(paint)
  // Black paint would vanish on a black dashboard: use brushed aluminium instead.
  const base = metalIfDark && luminance(painted) < 0.15 ? hexToRgb('#8f969e') : painted
  return {
    base: css(base),
    light: css(mix(base, [255, 255, 255], 0.45)),
    shine: css(mix(base, [255, 255, 255], 0.75)),
    dark: css(mix(base, [0, 0, 0], 0.45)),
    deep: css(mix(base, [0, 0, 0], 0.7)),
  }
}

/** Accent colour of the brake calipers, after each maker's usual choice. */
function caliperColor(brand: string): string {
  switch (brand.toLowerCase()) {
    case 'ferrari':
      return '#f2c318'
    case 'porsche':
      return '#c8102e'
    case 'bmw':
      return '#1f4fa3'
    case 'mercedes-benz':
      return '#b9bec5'
    default:
      return '#30343a'
  }
}

function windscreenView(seed: string): string {
  const rand = seededRandom(seed)
  let trees = ''
  for (let x = 0; x < W; x += 14 + rand() * 30) {
    const ry = 10 + rand() * 26
    trees += `<ellipse cx="${f(x)}" cy="${f(372 - ry * 0.7)}" rx="${f(9 + rand() * 14)}" ry="${f(ry)}" fill="#4f6a4b"/>`
  }
  return `<defs><linearGradient id="isky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b8fd0"/><stop offset="0.7" stop-color="#b5d0ea"/><stop offset="1" stop-color="#f1dfc0"/></linearGradient>
<linearGradient id="iroad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d8e90"/><stop offset="1" stop-color="#4a4c50"/></linearGradient></defs>
<rect width="${W}" height="380" fill="url(#isky)"/>
<path d="M0 372 L160 330 L330 350 L520 312 L700 345 L900 318 L1120 350 L1330 322 L1600 352 V380 H0Z" fill="#a3b2c2"/>
${trees}<rect y="372" width="${W}" height="260" fill="#7f9462"/>
<path d="M760 372 L840 372 L1300 640 L240 640Z" fill="url(#iroad)"/>
<path d="M799 380 L801 380 L812 440 L788 440Z M784 470 L816 470 L826 540 L774 540Z" fill="#f4f1e6" fill-opacity="0.8"/>`
}

export function interiorScene(car: DemoPhotoCar): string {
  const t = tones(car.paint, true)
  const gauge = (cx: number, label: number) => {
    let ticks = ''
    for (let i = 0; i <= 12; i++) {
      const a = Math.PI * (0.8 + (1.4 * i) / 12)
      ticks += `<line x1="${f(cx + 62 * Math.cos(a))}" y1="${f(655 + 62 * Math.sin(a))}" x2="${f(cx + 72 * Math.cos(a))}" y2="${f(655 + 72 * Math.sin(a))}" stroke="#9fb3c8" stroke-width="2"/>`
    }
    const end = Math.PI * (0.8 + 1.4 * label)
    return `${ticks}<path d="M${f(cx + 80 * Math.cos(Math.PI * 0.8))} ${f(655 + 80 * Math.sin(Math.PI * 0.8))} A80 80 0 ${label > 0.7 ? 1 : 0} 1 ${f(cx + 80 * Math.cos(end))} ${f(655 + 80 * Math.sin(end))}" stroke="${t.light}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  }
  let icons = ''
  ;['#e9544b', '#f0b429', '#3fb37f', '#3d8bfd', '#9b6dff'].forEach((c, i) => {
    icons += `<rect x="${968 + i * 66}" y="742" width="44" height="28" rx="7" fill="${c}" fill-opacity="0.85"/>`
  })
  return `${windscreenView(`${car.brand}${car.model}`)}
<defs>
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d43"/><stop offset="0.25" stop-color="#24272c"/><stop offset="1" stop-color="#0f1012"/></linearGradient>
<linearGradient id="trim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.shine}"/><stop offset="0.35" stop-color="${t.base}"/><stop offset="1" stop-color="${t.deep}"/></linearGradient>
<linearGradient id="pillar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#15171a"/><stop offset="1" stop-color="#2c2f35"/></linearGradient>
<radialGradient id="wheelHub"><stop offset="0" stop-color="#3b3e44"/><stop offset="1" stop-color="#15161a"/></radialGradient>
</defs>
<path d="M0 0 H${W} V70 C1200 110 400 110 0 70Z" fill="#1d1f23"/>
<rect x="930" y="86" width="250" height="70" rx="18" fill="#111215"/><rect x="944" y="98" width="222" height="46" rx="12" fill="#6f7f92" fill-opacity="0.6"/>
<path d="M0 0 H190 L60 640 H0Z" fill="url(#pillar)"/><path d="M${W} 0 H1410 L1540 640 H${W}Z" fill="url(#pillar)"/>
<path d="M0 610 C300 500 1300 500 ${W} 610 V${H} H0Z" fill="url(#dash)"/>
<path d="M0 610 C300 500 1300 500 ${W} 610" stroke="#50545b" stroke-width="3" fill="none"/>
<path d="M20 660 C320 560 1280 560 1580 660" stroke="${t.light}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="9 7" fill="none"/>
<rect x="300" y="560" width="520" height="190" rx="28" fill="#07090c" stroke="#2f3238" stroke-width="4"/>
${gauge(450, 0.42)}${gauge(670, 0.78)}
<rect x="535" y="700" width="50" height="8" rx="4" fill="${t.light}"/><rect x="535" y="716" width="34" height="6" rx="3" fill="#5d6b7a"/>
<rect x="930" y="495" width="420" height="250" rx="22" fill="#0c0e11"/>
<g transform="translate(0 -50)"><rect x="944" y="559" width="392" height="222" rx="12" fill="#e8ebe6"/>
<path d="M944 640 L1336 600 M1040 559 L1100 781 M944 720 L1336 700 M1220 559 L1200 781" stroke="#fff" stroke-width="12"/>
<path d="M944 680 C1030 670 1080 640 1150 650 S1260 600 1336 610" stroke="#f6d36b" stroke-width="8" fill="none"/>
<path d="M1040 781 C1060 720 1110 690 1150 650 S1230 590 1240 570" stroke="#2f7df6" stroke-width="7" fill="none" stroke-linecap="round"/>
<circle cx="1240" cy="570" r="9" fill="#e9544b"/><rect x="944" y="730" width="392" height="51" fill="#15181d" fill-opacity="0.92"/>${icons}</g>
<path d="M0 800 C300 745 1300 745 ${W} 800 L${W} 836 C1300 782 300 782 0 836Z" fill="url(#trim)"/>
<path d="M0 842 C300 788 1300 788 ${W} 842" stroke="${t.shine}" stroke-opacity="0.7" stroke-width="2" fill="none"/>
<rect x="960" y="858" width="360" height="46" rx="12" fill="#08090b"/>
<path d="M975 874 H1305 M975 888 H1305" stroke="#8e949c" stroke-width="3"/>
<rect x="1400" y="860" width="170" height="44" rx="12" fill="#08090b"/><path d="M1412 882 H1558" stroke="#8e949c" stroke-width="3"/>
<path d="M900 ${H} L985 930 H1300 L1390 ${H}Z" fill="#16181b"/>
<rect x="1090" y="960" width="90" height="70" rx="22" fill="#2e3136" stroke="#9aa0a8" stroke-width="3"/>
<circle cx="560" cy="1010" r="330" fill="none" stroke="#101113" stroke-width="66"/>
<path d="M270 870 A330 330 0 0 1 850 870" fill="none" stroke="#3b3e44" stroke-width="10" stroke-linecap="round"/>
<path d="M250 1000 C330 990 420 960 470 955 L650 955 C700 960 790 990 870 1000 L870 1060 L250 1060Z" fill="#1a1c1f"/>
<circle cx="560" cy="1000" r="110" fill="url(#wheelHub)" stroke="#2d3035" stroke-width="4"/>
<circle cx="560" cy="995" r="34" fill="#c8ccd2"/><circle cx="560" cy="995" r="26" fill="#23262b"/>
<rect x="350" y="985" width="54" height="18" rx="9" fill="#3c4046"/><rect x="716" y="985" width="54" height="18" rx="9" fill="#3c4046"/>
<rect width="${W}" height="${H}" fill="#fff4dc" fill-opacity="0.04"/>`
}

export function wheelScene(car: DemoPhotoCar): string {
  const t = tones(car.paint)
  const rand = seededRandom(`${car.brand}${car.model}wheel`)
  const [cx, cy, tyre, rim, arch] = [800, 600, 420, 300, 505]
  const archX = Math.sqrt(arch ** 2 - (820 - cy) ** 2)
  const creaseX = Math.sqrt(arch ** 2 - (cy - 300) ** 2)
  let bokeh = ''
  for (let i = 0; i < 14; i++) {
    bokeh += `<circle cx="${f(rand() * W)}" cy="${f(rand() * 500)}" r="${f(30 + rand() * 70)}" fill="url(#bokeh)"/>`
  }
  let holes = ''
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * Math.PI * 2
    const r = 175 + (i % 3) * 20
    holes += `<circle cx="${f(cx + r * Math.cos(a))}" cy="${f(cy + r * Math.sin(a))}" r="6" fill="#3f4247"/>`
  }
  let spokes = ''
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 + (i % 2 ? 0.1 : -0.1) - Math.PI / 2
    const [c, s] = [Math.cos(a), Math.sin(a)]
    const pt = (r: number, w: number) => `${f(cx + r * c - w * s)},${f(cy + r * s + w * c)}`
    spokes += `<polygon points="${pt(70, 20)} ${pt(rim - 12, 13)} ${pt(rim - 12, -13)} ${pt(70, -20)}" fill="url(#spoke)" stroke="#5b6067" stroke-width="2"/>`
  }
  let nuts = ''
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2
    nuts += `<circle cx="${f(cx + 52 * Math.cos(a))}" cy="${f(cy + 52 * Math.sin(a))}" r="9" fill="#d5d8dd" stroke="#6b7077" stroke-width="2"/>`
  }
  return `<defs>
<linearGradient id="wbg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b4048"/><stop offset="1" stop-color="#1b1d21"/></linearGradient>
<linearGradient id="wfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2d31"/><stop offset="1" stop-color="#4a4e55"/></linearGradient>
<radialGradient id="bokeh"><stop offset="0" stop-color="#fff6e0" stop-opacity="0.35"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>
<linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.light}"/><stop offset="0.28" stop-color="${t.base}"/><stop offset="0.33" stop-color="${t.shine}"/><stop offset="0.38" stop-color="${t.base}"/><stop offset="0.8" stop-color="${t.dark}"/><stop offset="1" stop-color="${t.deep}"/></linearGradient>
<radialGradient id="tyre"><stop offset="0.7" stop-color="#1d1e21"/><stop offset="0.93" stop-color="#141517"/><stop offset="1" stop-color="#0b0b0c"/></radialGradient>
<radialGradient id="disc"><stop offset="0.4" stop-color="#8b8f95"/><stop offset="1" stop-color="#5b5f65"/></radialGradient>
<linearGradient id="spoke" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset="0.5" stop-color="#aab0b8"/><stop offset="1" stop-color="#e1e4e8"/></linearGradient>
<radialGradient id="wshadow"><stop offset="0" stop-color="#000" stop-opacity="0.8"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#wbg)"/>${bokeh}
<rect y="930" width="${W}" height="${H - 930}" fill="url(#wfloor)"/>
<ellipse cx="${cx}" cy="${cy + tyre + 10}" rx="560" ry="60" fill="url(#wshadow)"/>
<circle cx="${cx}" cy="${cy}" r="${arch}" fill="#08090a"/>
<circle cx="${cx}" cy="${cy}" r="${tyre}" fill="url(#tyre)"/>
<circle cx="${cx}" cy="${cy}" r="${tyre - 28}" fill="none" stroke="#232528" stroke-width="26"/>
<path d="M${cx - 330} ${cy - 200} A385 385 0 0 1 ${cx + 200} ${cy - 330}" stroke="#3a3c40" stroke-width="8" fill="none" stroke-linecap="round"/>
<circle cx="${cx}" cy="${cy}" r="${rim}" fill="#1b1c1f" stroke="#e3e6ea" stroke-width="10"/>
<circle cx="${cx}" cy="${cy}" r="250" fill="url(#disc)"/>${holes}
<circle cx="${cx}" cy="${cy}" r="120" fill="#4d5157"/>
<path d="M${cx + 150} ${cy - 150} A212 212 0 0 1 ${cx + 150} ${cy + 150} L${cx + 110} ${cy + 110} A155 155 0 0 0 ${cx + 110} ${cy - 110}Z" fill="${caliperColor(car.brand)}" stroke="#000" stroke-opacity="0.4" stroke-width="3"/>
${spokes}
<circle cx="${cx}" cy="${cy}" r="78" fill="#c3c8ce" stroke="#7a8088" stroke-width="3"/>${nuts}
<circle cx="${cx}" cy="${cy}" r="30" fill="#1f2226" stroke="#e3e6ea" stroke-width="4"/>
<path fill-rule="evenodd" fill="url(#panel)" d="M0 0 H${W} V820 H${f(cx + archX)} A${arch} ${arch} 0 1 0 ${f(cx - archX)} 820 H0Z"/>
<path d="M${f(cx - archX)} 820 A${arch} ${arch} 0 1 1 ${f(cx + archX)} 820" stroke="${t.shine}" stroke-opacity="0.55" stroke-width="4" fill="none"/>
<path d="M${f(cx - archX + 14)} 820 A${arch - 14} ${arch - 14} 0 1 1 ${f(cx + archX - 14)} 820" stroke="#000" stroke-opacity="0.55" stroke-width="22" fill="none"/>
<path d="M0 820 H${f(cx - archX)} M${f(cx + archX)} 820 H${W}" stroke="#0c0d0f" stroke-width="26"/>
<path d="M0 300 H${f(cx - creaseX)} M${f(cx + creaseX)} 300 H${W}" stroke="${t.shine}" stroke-opacity="0.6" stroke-width="3" fill="none"/>`
}
