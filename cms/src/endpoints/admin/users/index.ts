import type { Endpoint } from 'payload'
import { APIError } from 'payload'

import {
  newStaffUserInput,
  staffUserPatch,
  type StaffUsersAnswer,
  type StaffUserUpdateAnswer,
  type StaffUserWithPassword,
} from '@autosalone/domain/staff/staff-users'
import { generatePassword } from '../../../boot/secrets'
import { BODY_LIMITS } from '../../../lib/requestLimits'
import { answerErrorsAsJson, invalidInput } from '../../shared/errorResponse'
import { readRequestBody } from '../../shared/readRequestBody'
import { routeId } from '../../shared/records'
import { requireOwner } from '../../shared/requireAdmin'
import { inOneTransaction } from '../../shared/saveTransaction'
import { endSessions } from './sessions'
import { findStaff, parseBody, staffView, USER_NOT_FOUND } from './staffAnswers'

const noStore = { headers: { 'Cache-Control': 'no-store' } }
const MAX_STAFF = 200

/** GET /api/admin/users: every staff account, oldest first (the owner's first). */
export const listStaff: Endpoint = {
  path: '/admin/users',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'users.manage')
    const { docs } = await req.payload.find({
      collection: 'users',
      sort: 'createdAt',
      limit: MAX_STAFF,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ docs: docs.map(staffView) } satisfies StaffUsersAnswer, noStore)
  }),
}

/** POST /api/admin/users {name, username, role, email?}: a new account, answered with its first password (once). */
export const createStaff: Endpoint = {
  path: '/admin/users',
  method: 'post',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'users.manage')
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const input = parseBody(newStaffUserInput, fields)
    const { totalDocs } = await req.payload.count({
      collection: 'users',
      where: { username: { equals: input.username } },
      req,
    })
    if (totalDocs > 0) {
      throw invalidInput('Dati non validi', [{ field: 'username', message: 'Username già in uso' }], 409)
    }
    const password = generatePassword()
    const user = await req.payload.create({
      collection: 'users',
      data: { ...input, password, disabled: false },
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req,
    })
    return Response.json({ ...staffView(user), password } satisfies StaffUserWithPassword, { status: 201, ...noStore })
  }),
}

/**
 * PATCH /api/admin/users/:id {name?, email?, role?, disabled?, password?}: disabling ends the
 * account's sessions at once; `password: true` sets a generated one, answered once (a string sets
 * that one); either way the account's sessions end. The owner never demotes or disables themself,
 * so the site always keeps an owner.
 */
export const updateStaff: Endpoint = {
  path: '/admin/users/:id',
  method: 'patch',
  handler: answerErrorsAsJson(async (req) => {
    const owner = requireOwner(req, 'users.manage')
    const id = routeId(req, USER_NOT_FOUND)
    await findStaff(req, id)
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const patch = parseBody(staffUserPatch, fields)
    if (id === owner.id && (patch.disabled === true || (patch.role && patch.role !== 'titolare'))) {
      throw new APIError('Non puoi disattivare il tuo account né togliergli il ruolo di titolare.', 400, null, true)
    }
    const password = patch.password === true ? generatePassword() : patch.password
    const user = await inOneTransaction(req, async () => {
      const saved = await req.payload.update({
        collection: 'users',
        id,
        data: { ...patch, password },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        req,
      })
      if (patch.disabled === true || password) await endSessions(req, id)
      return saved
    })
    const answer: StaffUserUpdateAnswer = patch.password === true ? { ...staffView(user), password } : staffView(user)
    return Response.json(answer, noStore)
  }),
}

export const staffEndpoints: Endpoint[] = [listStaff, createStaff, updateStaff]
