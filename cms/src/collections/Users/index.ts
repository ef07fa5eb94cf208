import type { CollectionConfig } from 'payload'

import { staffRole } from '@autosalone/domain/staff/roles'
import { ownerMay, ownerMayField, userIsAdmin, userMay } from '../../access/isAdmin'
import { refuseDisabled } from './hooks/refuseDisabled'
import { notePasswordChange, recordSignOut, recordUserChange } from '../../audit/auditHooks'
import { closedFlows } from './endpoints/closedFlows'
import { consoleLogin } from './endpoints/consoleLogin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { it: 'Utente', en: 'User' },
    plural: { it: 'Utenti', en: 'Users' },
  },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'role', 'updatedAt'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false },
    // No lockout: anyone could lock the dealer out with it. Sign-ins go through the login throttle (src/auth).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // The HttpOnly cookie carries the session; scripts never see it in a login, me or refresh answer.
    removeTokenFromResponses: true,
    useSessions: true,
    cookies: {
      sameSite: 'Lax',
      secure: (process.env.SITE_URL ?? '').startsWith('https://'),
    },
  },
  access: {
    admin: ({ req }) => userIsAdmin(req),
    // The same rules as the panel's /api/admin/users: the owner manages accounts, staff read their own.
    create: ownerMay('users.manage'),
    read: ({ req }) => userMay(req, 'users.manage') || (userIsAdmin(req) && { id: { equals: req.user!.id } }),
    update: ownerMay('users.manage'),
    delete: ownerMay('users.manage'),
    unlock: ownerMay('users.manage'),
  },
  hooks: {
    beforeLogin: [refuseDisabled],
    // The owner's audit log (decision record 037)
    beforeChange: [notePasswordChange],
    afterChange: [recordUserChange],
    afterLogout: [recordSignOut],
  },
  // Ahead of Payload's own auth routes, which therefore never run for these paths.
  endpoints: [consoleLogin, ...closedFlows],
  fields: [
    { name: 'name', type: 'text', label: { it: 'Nome', en: 'Name' }, maxLength: 80 },
    {
      name: 'role',
      type: 'select',
      label: { it: 'Ruolo', en: 'Role' },
      required: true,
      defaultValue: 'venditore',
      options: staffRole.options.map((value) => ({
        value,
        label: value === 'titolare' ? { it: 'Titolare', en: 'Owner' } : { it: 'Venditore', en: 'Salesperson' },
      })),
      access: { create: ownerMayField('users.manage'), update: ownerMayField('users.manage') },
    },
    {
      name: 'disabled',
      type: 'checkbox',
      label: { it: 'Disattivato', en: 'Disabled' },
      defaultValue: false,
      access: { create: ownerMayField('users.manage'), update: ownerMayField('users.manage') },
    },
  ],
}
