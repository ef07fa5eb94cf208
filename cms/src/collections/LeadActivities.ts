import type { CollectionConfig } from 'payload'

import { LEAD_ACTIVITY_KINDS, LEAD_DESK_LIMITS } from '@autosalone/domain/leads/lead-desk'
import { LEAD_STATUSES } from '@autosalone/domain/leads/lead-rules'
import { LEAD_STATUS_LABELS } from '@autosalone/domain/leads/lead-labels'
import { isAdmin, ownerMay } from '../access/isAdmin'

const nobody = () => false

const KIND_LABELS = {
  chiamata: { it: 'Chiamata', en: 'Call' },
  nota: { it: 'Nota', en: 'Note' },
  stato: { it: 'Cambio di stato', en: 'Status change' },
} as const

const statusOptions = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }))

/**
 * A request's dated activity (docs/decisions/043-lead-desk.md): one row per call, note or status
 * change, so two salespeople writing at once never overwrite each other. Entries are added by the
 * panel's endpoints only (`/api/admin/leads/:id/activities`, and the status change of a PATCH in
 * the same transaction), never edited; they go with their request.
 */
export const LeadActivities: CollectionConfig = {
  slug: 'lead-activities',
  labels: {
    singular: { it: 'Attività su una richiesta', en: 'Request activity' },
    plural: { it: 'Attività sulle richieste', en: 'Request activities' },
  },
  admin: { defaultColumns: ['createdAt', 'lead', 'kind', 'authorName', 'note'], hideAPIURL: true },
  access: { read: isAdmin, create: isAdmin, update: nobody, delete: ownerMay('records.deletePermanently') },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'lead',
      type: 'relationship',
      relationTo: 'leads',
      required: true,
      index: true,
      label: { it: 'Richiesta', en: 'Request' },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { it: 'Tipo', en: 'Kind' },
      options: LEAD_ACTIVITY_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    { name: 'note', type: 'textarea', maxLength: LEAD_DESK_LIMITS.noteChars, label: { it: 'Nota', en: 'Note' } },
    { name: 'fromStatus', type: 'select', options: statusOptions, label: { it: 'Da', en: 'From' } },
    { name: 'toStatus', type: 'select', options: statusOptions, label: { it: 'A', en: 'To' } },
    // Null once the account is gone; `authorName` keeps who it was.
    { name: 'author', type: 'relationship', relationTo: 'users', label: { it: 'Autore', en: 'Author' } },
    { name: 'authorName', type: 'text', required: true, maxLength: 120, label: { it: 'Chi', en: 'Who' } },
  ],
}
