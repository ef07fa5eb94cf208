/**
 * Italy's national public holidays (law 260/1949 and later changes): the fixed days plus Easter
 * Monday. Local patron saints' days differ by town, so they go in the dealer's closures list.
 */
const FIXED_HOLIDAYS = [
  '01-01', // Capodanno
  '01-06', // Epifania
  '04-25', // Festa della Liberazione
  '05-01', // Festa del Lavoro
  '06-02', // Festa della Repubblica
  '08-15', // Ferragosto
  '11-01', // Ognissanti
  '12-08', // Immacolata Concezione
  '12-25', // Natale
  '12-26', // Santo Stefano
]

/** Easter Sunday of a Gregorian year, as 'YYYY-MM-DD' (the anonymous Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function easterMonday(year: number): string {
  const sunday = new Date(`${easterSunday(year)}T12:00:00Z`)
  sunday.setUTCDate(sunday.getUTCDate() + 1)
  return sunday.toISOString().slice(0, 10)
}

/** Whether a calendar day ('YYYY-MM-DD') is a national public holiday in Italy. */
export function isItalianHoliday(date: string): boolean {
  if (FIXED_HOLIDAYS.includes(date.slice(5))) return true
  return date === easterMonday(Number(date.slice(0, 4)))
}
