import { z } from 'zod'

import { CONTACT_PREFERENCES, LEAD_STATUSES, LEAD_TYPES } from './lead-rules.ts'

const optionalText = z.string().nullish()

/** A trade-in photo sent with a valuation request: Payload's own file route, which serves it to admins only. */
export const tradeInPhotoSchema = z.object({
  id: z.number().int(),
  /** the name of the file the visitor sent */
  name: z.string(),
  thumbnail: z.string(),
  url: z.string(),
})
export type TradeInPhoto = z.infer<typeof tradeInPhotoSchema>

/**
 * A request as the panel reads it (`GET /api/admin/leads/:id`, each row of the list, the answer of
 * its PATCH): the car, the assignee and the car sold as a few words each, null when there is none.
 */
export const adminLeadSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEAD_TYPES),
  status: z.enum(LEAD_STATUSES),
  /** the car asked about; null for a general request or once the car is deleted */
  car: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  name: z.string(),
  email: optionalText,
  phone: optionalText,
  preferredContact: z.enum(CONTACT_PREFERENCES).nullish(),
  message: optionalText,
  /** what the form of its type asked (the test drive's day and time, the trade-in car, the finance) */
  details: z.record(z.string(), z.unknown()).nullish(),
  consents: z.object({
    privacyVersion: z.string(),
    privacyAt: z.string(),
    marketing: z.boolean().nullish(),
    marketingAt: optionalText,
  }),
  /** the page the request was sent from */
  page: optionalText,
  language: optionalText,
  notes: optionalText,
  /** the staff account following the request up */
  assignedTo: z.object({ id: z.number().int(), name: z.string().nullable(), username: z.string() }).nullable(),
  /** the day to call back ('YYYY-MM-DD', the dealer's) */
  remindOn: optionalText,
  /** the car this customer bought */
  soldCar: z.object({ id: z.number().int(), name: z.string(), status: z.string() }).nullable(),
  createdAt: z.string(),
  /** the trade-in photos of a valuation request: the detail only */
  photos: z.array(tradeInPhotoSchema).optional(),
})
export type AdminLead = z.infer<typeof adminLeadSchema>

/** `GET /api/admin/leads?type=&status=&mine=&due=&soldCar=&page=`: the inbox's page, newest first. */
export const leadPageSchema = z.object({
  docs: z.array(adminLeadSchema),
  totalDocs: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  /** the requests still 'nuova', whatever the filters */
  newCount: z.number().int(),
  /** the requests to call back today, whatever the filters */
  dueCount: z.number().int(),
})
export type LeadPage = z.infer<typeof leadPageSchema>

/** `GET /api/admin/leads/new-count`: the number in the panel's header. */
export const newLeadCountSchema = leadPageSchema.pick({ newCount: true })
export type NewLeadCount = z.infer<typeof newLeadCountSchema>
