import type { CollectionConfig } from 'payload'

import { AUDIT_LIMITS, auditAction } from '@autosalone/domain/audit/audit-log'
import { ownerMay } from '../access/isAdmin'

const nobody = () => false

/**
 * The owner's audit log (docs/decisions/037-audit-log.md): who signed in, changed the settings,
 * the accounts, imported, exported or deleted, when and from which address. Entries are written
 * by the server alone (`recordAudit`), never through the API, and read by the owner only.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: { it: 'Voce del registro attività', en: 'Activity log entry' },
    plural: { it: 'Registro attività', en: 'Activity log' },
  },
  admin: {
    defaultColumns: ['createdAt', 'action', 'username', 'address', 'target'],
    // The console is read-only here: nothing to create or edit.
    hideAPIURL: true,
  },
  access: {
    read: ownerMay('audit.read'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  // `createdAt` is the entry's time, indexed by Payload for the newest-first list and the retention.
  timestamps: true,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: { it: 'Azione', en: 'Action' },
      options: auditAction.options.map((value) => ({ value, label: value })),
    },
    // Null once the account is gone; `username` keeps who it was.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: { it: 'Utente', en: 'User' } },
    { name: 'username', type: 'text', maxLength: 80, label: { it: 'Username', en: 'Username' } },
    { name: 'address', type: 'text', maxLength: 64, index: true, label: { it: 'Indirizzo', en: 'Address' } },
    { name: 'target', type: 'text', maxLength: AUDIT_LIMITS.target, label: { it: 'Oggetto', en: 'Target' } },
    { name: 'details', type: 'json', label: { it: 'Dettagli', en: 'Details' } },
  ],
}
