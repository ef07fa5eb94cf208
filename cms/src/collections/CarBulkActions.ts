import type { CollectionConfig } from 'payload'

import { BULK_ACTIONS } from '@autosalone/domain/admin-car-list/bulk-action'
import { isAdmin, isAdminField, ownerMay } from '../access/isAdmin'

const nobody = () => false

const ACTION_LABELS = {
  status: { it: 'Cambio di stato', en: 'Status change' },
  price: { it: 'Cambio di prezzo', en: 'Price change' },
  trash: { it: 'Spostate nel cestino', en: 'Moved to the trash' },
} as const

/**
 * One bulk action on the panel's car list (docs/decisions/045-bulk-car-actions.md): who, when,
 * what, and each car as it was before, so the undo puts every car back. Written by the panel's
 * bulk endpoints in the action's own transaction; what each car was is never edited afterwards,
 * only the undo is dated.
 */
export const CarBulkActions: CollectionConfig = {
  slug: 'car-bulk-actions',
  labels: {
    singular: { it: 'Azione su più auto', en: 'Bulk car action' },
    plural: { it: 'Azioni su più auto', en: 'Bulk car actions' },
  },
  admin: { defaultColumns: ['createdAt', 'action', 'username', 'undoneAt'], hideAPIURL: true },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: ownerMay('records.deletePermanently') },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      label: { it: 'Azione', en: 'Action' },
      options: BULK_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
      access: { update: nobody },
    },
    // What was asked (the status, or the price change), as sent.
    { name: 'change', type: 'json', label: { it: 'Modifica', en: 'Change' }, access: { update: nobody } },
    // Per car: id, name, status, statusChangedAt, price, deletedAt before, and its version right after.
    {
      name: 'cars',
      type: 'json',
      required: true,
      label: { it: 'Auto (prima)', en: 'Cars (before)' },
      access: { update: nobody },
    },
    // Null once the account is gone; `username` keeps who it was.
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      label: { it: 'Utente', en: 'User' },
      access: { update: nobody },
    },
    {
      name: 'username',
      type: 'text',
      maxLength: 80,
      label: { it: 'Username', en: 'Username' },
      access: { update: nobody },
    },
    {
      name: 'undoneAt',
      type: 'date',
      label: { it: 'Annullata il', en: 'Undone on' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      access: { update: isAdminField },
    },
    { name: 'undoneBy', type: 'text', maxLength: 80, label: { it: 'Annullata da', en: 'Undone by' } },
  ],
}
