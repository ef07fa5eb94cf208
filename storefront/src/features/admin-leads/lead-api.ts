import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LeadStatus, LeadType } from '@autosalone/domain/leads/lead-rules'
import { useAdminClient } from '@/panel/api/admin-client'
import { leadKeys } from '@/lib/query-keys'

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

export interface LeadFilters {
  type?: LeadType
  status?: LeadStatus
  /** 'Le mie richieste': only those assigned to the signed-in account */
  mine?: boolean
  /** 'Da richiamare oggi': a reminder today or earlier, not closed */
  due?: boolean
}

export interface LeadPage {
  docs: AdminLead[]
  totalDocs: number
  newCount: number
  /** the requests to call back today, whatever the filters */
  dueCount: number
}

/** The query string of the inbox's filters, shared by the list and the CSV export. */
export function filterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams()
  if (filters.type) params.set('type', filters.type)
  if (filters.status) params.set('status', filters.status)
  if (filters.mine) params.set('mine', '1')
  if (filters.due) params.set('due', '1')
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function useLeads(filters: LeadFilters) {
  const { request } = useAdminClient()
  return useQuery(
    queryOptions({
      queryKey: leadKeys.list(filters),
      queryFn: () => request<LeadPage>(`/api/admin/leads${filterQuery(filters)}`),
      placeholderData: keepPreviousData,
    }),
  )
}

export function useLead(id: number) {
  const { request } = useAdminClient()
  return useQuery({ queryKey: leadKeys.detail(id), queryFn: () => request<AdminLead>(`/api/admin/leads/${id}`) })
}

/** The count of new requests in the panel's header, refreshed every minute while the panel is open. */
export function useNewLeadCount() {
  const { request } = useAdminClient()
  return useQuery({
    queryKey: leadKeys.newCount(),
    queryFn: () => request<{ newCount: number }>('/api/admin/leads/new-count'),
    refetchInterval: 60_000,
  })
}

/** What the dealer changes on a request (PATCH /api/admin/leads/:id). */
export interface LeadChanges {
  status?: LeadStatus
  notes?: string
  assignedTo?: number | null
  remindOn?: string | null
  soldCar?: number | null
  markCarSold?: boolean
}

export function useUpdateLead(id: number) {
  const { request } = useAdminClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: LeadChanges) =>
      request<AdminLead>(`/api/admin/leads/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead)
      void queryClient.invalidateQueries({ queryKey: leadKeys.all() })
    },
  })
}
