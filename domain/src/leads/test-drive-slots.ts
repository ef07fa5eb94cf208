/** One row of the settings' opening hours, as the dealer types it: 'Lunedì - Venerdì' / '9:00 - 19:00'. */
export interface OpeningHoursRow {
  days: string
  hours: string
}

import { isItalianHoliday } from './italian-holidays.ts'

/**
 * Days the dealer closes beyond the weekly hours (a holiday of their own, the town's patron
 * saint): from one day to another, both included; `to` empty for a single day.
 */
export interface ClosureRow {
  from: string
  to?: string | null
}

/** Minutes from midnight, opening to closing, for one stretch of a day. */
interface Stretch {
  from: number
  to: number
}

/** Monday is 0, as Italians count the week. */
const DAY_NAMES = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica']
export const SLOT_MINUTES = 60
/** A test drive is booked at most this far ahead. */
export const MAX_DAYS_AHEAD = 60
export const DEALER_TIME_ZONE = 'Europe/Rome'

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

function dayIndex(word: string): number {
  const name = plain(word).trim()
  return DAY_NAMES.findIndex((day) => name.length >= 3 && day.startsWith(name.slice(0, 3)))
}

/** The week days a row names: one day, a range ('Lunedì - Venerdì') or a list ('Lunedì, Mercoledì'). */
function daysOf(text: string): number[] {
  const days = new Set<number>()
  for (const part of text.split(/\s*[,;/]\s*|\s+e\s+/)) {
    const [first, last] = part.split(/\s*[-–—]\s*|\s+al?\s+/).map(dayIndex)
    if (first < 0) continue
    if (last === undefined || last < 0) days.add(first)
    else
      for (let day = first; ; day = (day + 1) % 7) {
        days.add(day)
        if (day === last) break
      }
  }
  return [...days]
}

function stretchesOf(text: string): Stretch[] {
  const stretches: Stretch[] = []
  for (const match of text.matchAll(/(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})/g)) {
    const from = Number(match[1]) * 60 + Number(match[2])
    const to = Number(match[3]) * 60 + Number(match[4])
    if (from < to && to <= 24 * 60) stretches.push({ from, to })
  }
  return stretches
}

/** The opening stretches of each week day (Monday first); a day no row opens is closed. */
export function weeklyHours(rows: OpeningHoursRow[]): Stretch[][] {
  const week: Stretch[][] = DAY_NAMES.map(() => [])
  for (const row of rows) {
    const stretches = stretchesOf(row.hours)
    for (const day of daysOf(row.days)) week[day].push(...stretches)
  }
  return week
}

const pad = (value: number) => String(value).padStart(2, '0')
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The week day (Monday 0) of a calendar date written YYYY-MM-DD. */
function weekDayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7
}

function slotsWithin(stretches: Stretch[]): string[] {
  const slots: string[] = []
  for (const { from, to } of stretches) {
    for (let start = from; start + SLOT_MINUTES <= to; start += SLOT_MINUTES) slots.push(clock(start))
  }
  return slots
}

/** The slots one row of the opening hours offers ('9:00 - 13:00' gives 09:00 to 12:00). */
export function slotsOfRow(row: OpeningHoursRow): string[] {
  return slotsWithin(stretchesOf(row.hours))
}

/** Whether the dealer's closures list closes a calendar day. */
export function isClosureDay(date: string, closures: ClosureRow[]): boolean {
  return closures.some(({ from, to }) => date === from || (!!to && date >= from && date <= to))
}

/**
 * The start times ('HH:MM') of the slots on a calendar day, each ending by closing time: none on
 * a national holiday nor on a day of the dealer's closures.
 */
export function slotsOn(date: string, rows: OpeningHoursRow[], closures: ClosureRow[] = []): string[] {
  if (isItalianHoliday(date) || isClosureDay(date, closures)) return []
  return slotsWithin(weeklyHours(rows)[weekDayOf(date)])
}

/** Date and time now at the dealer's, as 'YYYY-MM-DD' and 'HH:MM'. */
export function dealerNow(now: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DEALER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => parts.find((item) => item.type === type)!.value
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` }
}

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T12:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

export type SlotError = 'invalidDate' | 'pastDate' | 'tooFarAhead' | 'closedDay' | 'invalidSlot' | 'pastSlot'

/** Why a day and slot cannot be booked, or null when they can. */
export function slotError(
  date: string,
  time: string,
  rows: OpeningHoursRow[],
  now: Date,
  closures: ClosureRow[] = [],
): SlotError | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return 'invalidDate'
  if (addDays(date, 0) !== date) return 'invalidDate'
  const today = dealerNow(now)
  if (date < today.date) return 'pastDate'
  if (date > addDays(today.date, MAX_DAYS_AHEAD)) return 'tooFarAhead'
  const slots = slotsOn(date, rows, closures)
  if (slots.length === 0) return 'closedDay'
  if (!slots.includes(time)) return 'invalidSlot'
  if (date === today.date && time <= today.time) return 'pastSlot'
  return null
}

/** The next days (from today, at the dealer's) on which at least one slot is still free, for the form. */
export function bookableDays(
  rows: OpeningHoursRow[],
  now: Date,
  count = 14,
  closures: ClosureRow[] = [],
): { date: string; slots: string[] }[] {
  return bookableDaysFrom(dealerNow(now), rows, count, closures)
}

/**
 * The same from a day and time at the dealer's already known: a browser listing whole days starts
 * from its own date at '00:00' and needs no time-zone data (a page's first `Intl.DateTimeFormat`
 * loads the browser's calendar and time-zone tables, tens of milliseconds of a phone's start).
 */
export function bookableDaysFrom(
  today: { date: string; time: string },
  rows: OpeningHoursRow[],
  count = 14,
  closures: ClosureRow[] = [],
): { date: string; slots: string[] }[] {
  const days: { date: string; slots: string[] }[] = []
  for (let offset = 0; offset <= MAX_DAYS_AHEAD && days.length < count; offset++) {
    const date = addDays(today.date, offset)
    const slots = slotsOn(date, rows, closures).filter((time) => offset > 0 || time > today.time)
    if (slots.length > 0) days.push({ date, slots })
  }
  return days
}
