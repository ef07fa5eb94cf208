import { z } from 'zod'

import { LEAD_STATUSES, type LeadStatus } from './lead-rules'

/**
 * The salesperson's desk on a request: its dated activity, the day to call back and the booked
 * test drives by week. Dates without a time ('2026-11-28') are the dealer's days, in the dealer's
 * time zone; they compare as text.
 */
export const DEALER_TIME_ZONE = 'Europe/Rome'

/** What a salesperson writes down ('chiamata' with its outcome, 'nota'); 'stato' is written by the server. */
export const LEAD_ACTIVITY_KINDS = ['chiamata', 'nota', 'stato'] as const
export type LeadActivityKind = (typeof LEAD_ACTIVITY_KINDS)[number]
export const WRITTEN_ACTIVITY_KINDS = ['chiamata', 'nota'] as const

export const LEAD_DESK_LIMITS = {
  /** The characters of one activity's note. */
  noteChars: 1000,
  /** The entries one request's activity answers with, newest first. */
  activitiesShown: 200,
  /** The cars a search for the sold car answers with. */
  carChoices: 10,
  carSearchChars: 60,
} as const

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day as 'YYYY-MM-DD' that exists (not '2026-02-30'). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !dayPattern.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The day it is at the dealer's, as 'YYYY-MM-DD'. */
export function dealerToday(now: Date = new Date()): string {
  // 'en-CA' writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEALER_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Monday to Sunday of the week `day` falls in. */
export function weekDays(day: string): string[] {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7
  const monday = addDays(day, -weekday)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

/** A request to call back now: its reminder is today or earlier at the dealer's, and it is not closed. */
export function isDue(lead: { remindOn?: string | null; status: LeadStatus }, today: string): boolean {
  return Boolean(lead.remindOn) && lead.remindOn! <= today && lead.status !== 'chiusa'
}

const activityStatus = z.enum(LEAD_STATUSES).nullable()

/** One entry of a request's activity as the panel receives it. */
export const leadActivityAnswer = z.object({
  id: z.number(),
  kind: z.enum(LEAD_ACTIVITY_KINDS),
  note: z.string().nullable(),
  fromStatus: activityStatus,
  toStatus: activityStatus,
  authorName: z.string(),
  createdAt: z.string(),
})
export type LeadActivity = z.infer<typeof leadActivityAnswer>

export const leadActivitiesAnswer = z.object({ docs: z.array(leadActivityAnswer) })

/** One booked test drive in the week's calendar. */
export const testDriveEntry = z.object({
  leadId: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  day: z.string(),
  time: z.string(),
  car: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(LEAD_STATUSES),
})
export type TestDriveEntry = z.infer<typeof testDriveEntry>

export const testDriveWeekAnswer = z.object({
  days: z.array(z.string()),
  today: z.string(),
  entries: z.array(testDriveEntry),
})
export type TestDriveWeek = z.infer<typeof testDriveWeekAnswer>

/** A car offered as the one sold to a request. */
export const carChoice = z.object({
  id: z.number(),
  name: z.string(),
  plate: z.string().nullable(),
  status: z.string(),
})
export const carChoicesAnswer = z.object({ docs: z.array(carChoice) })
export type CarChoice = z.infer<typeof carChoice>
