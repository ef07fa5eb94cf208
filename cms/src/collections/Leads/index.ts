import type { CollectionConfig } from 'payload'

import { isAdmin, ownerMay } from '../../access/isAdmin'
import { CONTACT_PREFERENCES, LEAD_STATUSES, LEAD_TYPES } from '@autosalone/domain/leads/lead-rules'
import {
  CONTACT_PREFERENCE_LABELS,
  LEAD_LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_TYPE_LABELS,
} from '@autosalone/domain/leads/lead-labels'
import { submitLead } from './endpoints/submitLead'
import { deleteLeadActivities } from './hooks/deleteLeadActivities'
import { deleteTradeInPhotos } from './hooks/deleteTradeInPhotos'
import { recordDeletion } from '../../audit/auditHooks'
import type { Lead } from '../../payload-types'
import { consentsGroup } from '../consentsGroup'

/** The stored values with the console's words for them ('In lavorazione', not 'in-lavorazione'). */
const options = <T extends string>(values: readonly T[], labels: Record<T, { it: string; en: string }>) =>
  values.map((value) => ({ label: labels[value], value }))

/**
 * Requests visitors send from the site's forms. Stored before anything else
 * happens (the e-mail to the dealer is a job that may be retried), readable and
 * writable by admins only; visitors reach it only through `submitLead`.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { it: 'Richiesta', en: 'Request' }, plural: { it: 'Richieste', en: 'Requests' } },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: ownerMay('records.deletePermanently') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'phone', 'car', 'type', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  timestamps: true,
  endpoints: [submitLead],
  // The audit log names a deleted request by its type and id only: its contents are personal data.
  hooks: {
    beforeDelete: [deleteTradeInPhotos, deleteLeadActivities],
    afterDelete: [recordDeletion({ deleted: 'leads.deleted', name: (lead: Lead) => lead.type })],
  },
  fields: [
    {
      name: 'type',
      type: 'select',
      label: { it: 'Tipo', en: 'Type' },
      required: true,
      index: true,
      options: options(LEAD_TYPES, LEAD_TYPE_LABELS),
    },
    {
      name: 'status',
      type: 'select',
      label: { it: 'Stato', en: 'Status' },
      required: true,
      index: true,
      defaultValue: 'nuova',
      options: options(LEAD_STATUSES, LEAD_STATUS_LABELS),
    },
    { name: 'car', type: 'relationship', relationTo: 'cars', index: true, label: { it: 'Auto', en: 'Car' } },
    { name: 'name', type: 'text', required: true, label: { it: 'Nome', en: 'Name' } },
    { name: 'email', type: 'text', label: { it: 'E-mail', en: 'Email' } },
    { name: 'phone', type: 'text', label: { it: 'Telefono', en: 'Phone' } },
    {
      name: 'preferredContact',
      type: 'select',
      label: { it: 'Preferisce essere contattato via', en: 'Preferred contact' },
      options: options(CONTACT_PREFERENCES, CONTACT_PREFERENCE_LABELS),
    },
    { name: 'message', type: 'textarea', label: { it: 'Messaggio', en: 'Message' } },
    { name: 'details', type: 'json', label: { it: 'Dettagli', en: 'Details' } },
    consentsGroup([
      {
        name: 'marketing',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        label: { it: 'Consenso marketing', en: 'Marketing consent' },
      },
      {
        name: 'marketingAt',
        type: 'date',
        label: { it: 'Consenso marketing dato il', en: 'Marketing consent given on' },
      },
    ]),
    { name: 'page', type: 'text', label: { it: 'Pagina del modulo', en: 'Form page' } },
    {
      name: 'language',
      type: 'select',
      label: { it: 'Lingua', en: 'Language' },
      options: options(['it', 'en'] as const, LEAD_LANGUAGE_LABELS),
      defaultValue: 'it',
    },
    { name: 'notes', type: 'textarea', label: { it: 'Note del salone', en: 'Dealer’s notes' } },
    // The salesperson who follows the request up; told by e-mail when assigned (PATCH /api/admin/leads/:id).
    {
      name: 'assignedTo',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { it: 'Assegnata a', en: 'Assigned to' },
    },
    // The lead desk (docs/decisions/043-lead-desk.md): the day to call back, at the dealer's, and the car sold.
    {
      name: 'remindOn',
      type: 'text',
      index: true,
      maxLength: 10,
      label: { it: 'Da richiamare il (AAAA-MM-GG)', en: 'Call back on (YYYY-MM-DD)' },
    },
    {
      name: 'soldCar',
      type: 'relationship',
      relationTo: 'cars',
      index: true,
      label: { it: 'Auto venduta a questo cliente', en: 'Car sold to this customer' },
    },
    {
      name: 'notifiedAt',
      type: 'date',
      label: { it: 'Avviso al salone inviato il', en: 'Dealer notified on' },
      admin: { readOnly: true },
    },
  ],
}
