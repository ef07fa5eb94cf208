/**
 * Side profiles for the generated demo photos, in millimetres: x runs from the
 * front bumper (0) to the rear, y up from the ground. `keys` go from the front
 * lower corner over the roof to the rear lower corner; a third value sharpens
 * the curve at that key. Segment i joins keys[i] and keys[i + 1].
 */
export interface BodyStyle {
  length: number
  width: number
  height: number
  clearance: number
  wheelRadius: number
  tyreWidth: number
  axles: [number, number]
  /** Window sill line: the greenhouse above it narrows by `taper`. */
  belt: number
  taper: number
  keys: [number, number, number?][]
  /** Segments that are windscreen or rear window. */
  glass: number[]
  /** Index of the key where the bonnet starts (the front face is below it). */
  noseKey: number
  /** Index of the key where the tail starts (the rear face is below it). */
  tailKey: number
  /** x of the pillars that split the side windows. */
  pillars: number[]
  doors: 2 | 4
  spokes: number
  /** Soft top or contrasting roof. */
  roofColor?: string
}

const saloon: BodyStyle = {
  length: 4700,
  width: 1830,
  height: 1440,
  clearance: 140,
  wheelRadius: 335,
  tyreWidth: 225,
  axles: [850, 3700],
  belt: 980,
  taper: 0.16,
  keys: [
    [90, 250, 1],
    [0, 470],
    [40, 700],
    [450, 820],
    [1500, 955, 1],
    [2150, 1400],
    [2700, 1440],
    [3250, 1390],
    [3950, 1020, 1],
    [4520, 990],
    [4690, 900],
    [4700, 560],
    [4620, 250, 1],
  ],
  glass: [4, 7],
  noseKey: 2,
  tailKey: 10,
  pillars: [2760],
  doors: 4,
  spokes: 5,
}

const hatch: BodyStyle = {
  length: 4350,
  width: 1820,
  height: 1430,
  clearance: 140,
  wheelRadius: 320,
  tyreWidth: 225,
  axles: [870, 3500],
  belt: 970,
  taper: 0.16,
  keys: [
    [90, 250, 1],
    [0, 470],
    [40, 690],
    [420, 800],
    [1450, 945, 1],
    [2080, 1390],
    [2650, 1430],
    [3650, 1395],
    [4230, 1030, 1],
    [4340, 860],
    [4345, 560],
    [4260, 250, 1],
  ],
  glass: [4, 7],
  noseKey: 2,
  tailKey: 9,
  pillars: [2650],
  doors: 4,
  spokes: 5,
}

const wagon: BodyStyle = {
  length: 4710,
  width: 1830,
  height: 1450,
  clearance: 140,
  wheelRadius: 335,
  tyreWidth: 225,
  axles: [840, 3690],
  belt: 980,
  taper: 0.15,
  keys: [
    [90, 250, 1],
    [0, 470],
    [40, 700],
    [450, 820],
    [1500, 955, 1],
    [2150, 1405],
    [2800, 1450],
    [4250, 1420],
    [4560, 1330],
    [4690, 1000, 1],
    [4710, 820],
    [4700, 560],
    [4620, 250, 1],
  ],
  glass: [4, 8],
  noseKey: 2,
  tailKey: 10,
  pillars: [2780, 3900],
  doors: 4,
  spokes: 5,
}

const coupe: BodyStyle = {
  length: 4850,
  width: 1860,
  height: 1420,
  clearance: 130,
  wheelRadius: 340,
  tyreWidth: 245,
  axles: [880, 3750],
  belt: 960,
  taper: 0.18,
  keys: [
    [90, 240, 1],
    [0, 460],
    [40, 680],
    [500, 800],
    [1620, 945, 1],
    [2300, 1390],
    [2800, 1420],
    [3300, 1360],
    [4150, 1010, 1],
    [4700, 985],
    [4840, 900],
    [4850, 560],
    [4770, 240, 1],
  ],
  glass: [4, 7],
  noseKey: 2,
  tailKey: 10,
  pillars: [3420],
  doors: 2,
  spokes: 10,
}

const cabrio: BodyStyle = {
  ...coupe,
  length: 4680,
  height: 1380,
  belt: 940,
  axles: [860, 3620],
  keys: [
    [90, 240, 1],
    [0, 460],
    [40, 680],
    [480, 790],
    [1550, 930, 1],
    [2200, 1330],
    [2750, 1380],
    [3200, 1340],
    [3900, 990, 1],
    [4520, 960],
    [4670, 880],
    [4680, 560],
    [4600, 240, 1],
  ],
  glass: [4, 7],
  pillars: [3050],
  roofColor: '#1d1e21',
  spokes: 5,
}

const suv: BodyStyle = {
  length: 4650,
  width: 1900,
  height: 1650,
  clearance: 200,
  wheelRadius: 370,
  tyreWidth: 245,
  axles: [880, 3720],
  belt: 1130,
  taper: 0.15,
  keys: [
    [100, 300, 1],
    [0, 560],
    [40, 860],
    [450, 980],
    [1450, 1090, 1],
    [2100, 1600],
    [2800, 1650],
    [3900, 1625],
    [4400, 1480],
    [4600, 1130, 1],
    [4650, 980],
    [4640, 650],
    [4560, 300, 1],
  ],
  glass: [4, 8],
  noseKey: 2,
  tailKey: 10,
  pillars: [2800, 3850],
  doors: 4,
  spokes: 5,
}

const van: BodyStyle = {
  length: 4710,
  width: 1985,
  height: 1930,
  clearance: 190,
  wheelRadius: 375,
  tyreWidth: 235,
  axles: [800, 3790],
  belt: 1180,
  taper: 0.1,
  keys: [
    [80, 300, 1],
    [0, 560],
    [20, 900],
    [250, 1100],
    [750, 1190, 1],
    [1250, 1860],
    [1700, 1930],
    [4450, 1925],
    [4640, 1800],
    [4700, 1250, 1],
    [4710, 980],
    [4700, 650],
    [4620, 300, 1],
  ],
  glass: [4, 8],
  noseKey: 2,
  tailKey: 10,
  pillars: [1950, 3050, 4050],
  doors: 4,
  spokes: 6,
}

const sport: BodyStyle = {
  length: 4550,
  width: 1880,
  height: 1280,
  clearance: 110,
  wheelRadius: 345,
  tyreWidth: 265,
  axles: [900, 3350],
  belt: 820,
  taper: 0.22,
  keys: [
    [90, 220, 1],
    [0, 420],
    [60, 600],
    [600, 690],
    [1550, 800, 1],
    [2150, 1250],
    [2550, 1280],
    [2950, 1230],
    [3900, 880, 1],
    [4420, 830],
    [4540, 760],
    [4550, 500],
    [4470, 220, 1],
  ],
  glass: [4, 7],
  noseKey: 2,
  tailKey: 10,
  pillars: [],
  doors: 2,
  spokes: 10,
}

/** Picks a silhouette from the model's name: good enough for a demo photo. */
export function bodyStyleFor(brand: string, model: string): BodyStyle {
  if (/buzz|touran|sharan|multivan|classe v/i.test(model)) return van
  if (/ferrari/i.test(brand) || /\b911\b|cayman|boxster|\bgt\d?\b|\br8\b/i.test(model)) return sport
  if (/cabrio|spider|spyder|roadster/i.test(model)) return cabrio
  if (/coup[eé]/i.test(model)) return coupe
  if (/touring|avant|wagon|estate|variant|\bsw\b|\bv[69]0\b/i.test(model)) return wagon
  if (/^i?x\d|^gl[abces]|macan|cayenne|^xc\d|^q\d|tiguan|t-roc|touareg|^id\.\s?[4-7]|^ex\d/i.test(model)) return suv
  if (/polo|golf|sportback|classe a|serie 1|\ba1\b|\bup\b/i.test(model)) return hatch
  return saloon
}
