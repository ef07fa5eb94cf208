import type { Access } from 'payload'

import { userIsAdmin } from './isAdmin'

/**
 * Anyone reads the cars on sale; a car in the trash (recoverable from the
 * console) exists for admins only, whatever `trash=true` or filter on
 * `deletedAt` a visitor adds.
 */
export const trashOnlyForAdmins: Access = ({ req }) => userIsAdmin(req) || { deletedAt: { exists: false } }
