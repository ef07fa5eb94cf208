import type { CollectionConfig } from 'payload'

import { isAdmin, ownerMay } from '../../access/isAdmin'
import { CONTACT_PREFERENCES, LEAD_STATUSES, LEAD_TYPES } from '@autosalone/domain/leads/lead-rules'
import { submitLead } from './endpoints/submitLead'
import { deleteTradeInPhotos } from './hooks/deleteTradeInPhotos'
import { recordDeletion } from '../../audit/auditHooks'
import type { Lead } from '../../payload-types'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * Requests visitors send from the site's forms. Stored before anything else
 * happens (the e-mail to the dealer is a job that may be retried), readable and
 * writable by admins only; visitors reach it only through `submitLead`.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { it: 'Richiesta', en: 'Request' }, plural: { it: 'Richieste', en: 'Requests' } },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: ownerMay('records.deletePermanently') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'type', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  timestamps: true,
  endpoints: [submitLead],
  // The audit log names a deleted request by its type and id only: its contents are personal data.
  hooks: {
    beforeDelete: [deleteTradeInPhotos],
    afterDelete: [recordDeletion({ deleted: 'leads.deleted', name: (lead: Lead) => lead.type })],
  },
  fields: [
    { name: 'type', type: 'select', required: true, index: true, options: options(LEAD_TYPES) },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'nuova',
      options: options(LEAD_STATUSES),
    },
    { name: 'car', type: 'relationship', relationTo: 'cars', index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'preferredContact', type: 'select', options: options(CONTACT_PREFERENCES) },
    { name: 'message', type: 'textarea' },
    { name: 'details', type: 'json' },
    {
      name: 'consents',
      type: 'group',
      fields: [
        { name: 'privacyVersion', type: 'text', required: true },
        { name: 'privacyAt', type: 'date', required: true },
        { name: 'marketing', type: 'checkbox', defaultValue: false, index: true },
        { name: 'marketingAt', type: 'date' },
      ],
    },
    { name: 'page', type: 'text' },
    { name: 'language', type: 'select', options: options(['it', 'en']), defaultValue: 'it' },
    { name: 'notes', type: 'textarea' },
    // The salesperson who follows the request up; told by e-mail when assigned (PATCH /api/admin/leads/:id).
    { name: 'assignedTo', type: 'relationship', relationTo: 'users', index: true },
    { name: 'notifiedAt', type: 'date', admin: { readOnly: true } },
  ],
}
