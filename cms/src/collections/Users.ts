import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, userIsAdmin } from '../access/isAdmin'

const TEN_MINUTES = 10 * 60 * 1000

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
    maxLoginAttempts: 5,
    lockTime: TEN_MINUTES,
    tokenExpiration: 8 * 60 * 60,
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
