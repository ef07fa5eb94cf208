import type { OpeningHours } from '@/lib/site-settings/types'

/** schema.org's `OpeningHoursSpecification`, for the dealer's structured data. */
export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification'
  dayOfWeek: string[]
  opens: string
  closes: string
}

const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
// The first three letters of each day, Italian and English, without accents.
const dayPrefixes: Record<string, number> = {
  lun: 0,
  mar: 1,
  mer: 2,
  gio: 3,
  ven: 4,
  sab: 5,
  dom: 6,
  mon: 0,
  tue: 1,
  wed: 2,
  thu: 3,
  fri: 4,
  sat: 5,
  sun: 6,
}

function dayIndex(word: string): number | undefined {
  const prefix = word
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()
    .slice(0, 3)
  return dayPrefixes[prefix]
}

/** `Lunedì - Venerdì` → Monday..Friday; `Sabato` → Saturday; `Lun, Mer` → Monday, Wednesday. */
function parseDays(text: string): string[] {
  const days = new Set<number>()
  for (const part of text.split(/\s*(?:,|\/|&|\be\b|\band\b)\s*/i)) {
    const [from, to] = part.split(/\s*[-–]\s*/).map(dayIndex)
    if (from === undefined) continue
    if (to === undefined) days.add(from)
    else for (let day = from; day !== (to + 1) % 7; day = (day + 1) % 7) days.add(day)
  }
  return [...days].sort().map((day) => weekDays[day])
}

const pad = (time: string) => time.replace('.', ':').padStart(5, '0')

/**
 * Reads the hours the dealer types in the console (`Lunedì - Venerdì`, `9:00 - 19:00`) into
 * structured data. A row it cannot read, such as `Chiuso`, is left out: closed is the default.
 */
export function openingHoursSpecification(rows: OpeningHours[]): OpeningHoursSpecification[] {
  return rows.flatMap((row) => {
    const times = /(\d{1,2}[:.]\d{2})\s*[-–]\s*(\d{1,2}[:.]\d{2})/.exec(row.hours)
    const dayOfWeek = parseDays(row.daysEn || row.days)
    if (!times || dayOfWeek.length === 0) return []
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek, opens: pad(times[1]), closes: pad(times[2]) }]
  })
}
