import type { LeadStatus, LeadType } from '@autosalone/domain/leads/lead-rules'

/** A request as the panel reads it (`GET /api/admin/leads/:id`, and each row of the list). */
export interface AdminLead {
  id: number
  type: LeadType
  status: LeadStatus
  car: { id: number; name: string; slug: string } | null
  name: string
  email?: string | null
  phone?: string | null
  preferredContact?: string | null
  message?: string | null
  details?: Record<string, unknown> | null
  consents: { privacyVersion: string; privacyAt: string; marketing?: boolean | null; marketingAt?: string | null }
  page?: string | null
  language?: string | null
  notes?: string | null
  /** the staff account following the request up */
  assignedTo?: { id: number; name: string | null; username: string } | null
  /** the day to call back ('YYYY-MM-DD', the dealer's) */
  remindOn?: string | null
  /** the car this customer bought */
  soldCar?: { id: number; name: string; status: string } | null
  createdAt: string
  /** the trade-in photos of a valuation request (the detail only), served to admins only */
  photos?: { id: number; name: string; thumbnail: string; url: string }[]
}

export interface LeadPage {
  docs: AdminLead[]
  totalDocs: number
  newCount: number
  /** the requests to call back today, whatever the filters */
  dueCount: number
}
