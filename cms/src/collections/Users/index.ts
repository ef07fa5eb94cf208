import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, userIsAdmin } from '../../access/isAdmin'
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
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  // Ahead of Payload's own auth routes, which therefore never run for these paths.
  endpoints: [consoleLogin, ...closedFlows],
  fields: [
    {
      name: 'role',
      type: 'select',
      label: { it: 'Ruolo', en: 'Role' },
      required: true,
      defaultValue: 'admin',
      saveToJWT: true,
      options: [{ value: 'admin', label: { it: 'Amministratore', en: 'Administrator' } }],
      access: { update: isAdminField },
    },
  ],
}
