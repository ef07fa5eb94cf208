import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from '../answer-contract.ts'
import { signedInUserAnswer, staffUserUpdateAnswer, staffUsersAnswer, staffUserWithPassword } from './staff-users.ts'

/** An account as `staffView` answers it. */
const account = {
  id: 2,
  username: 'elena',
  name: 'Elena Bianchi',
  email: null,
  role: 'venditore',
  disabled: false,
  createdAt: '2026-11-01T09:00:00.000Z',
}

/** Payload's `/api/users/me`: the whole account, with what the panel does not read. */
const me = {
  user: { ...account, updatedAt: '2026-11-02T09:00:00.000Z', collection: 'users', sessions: [] },
  collection: 'users',
  strategy: 'local-jwt',
  exp: 1_800_000_000,
}

describe('staff answers', () => {
  it('reads the accounts, a new one with its password, a change, and the signed-in account', () => {
    expect(readAnswer(staffUsersAnswer, { docs: [account] }, 'GET /api/admin/users').docs[0]?.role).toBe('venditore')
    const created = readAnswer(staffUserWithPassword, { ...account, password: 'x7-Kq2mPz9' }, 'POST /api/admin/users')
    expect(created.password).toBe('x7-Kq2mPz9')
    expect(readAnswer(staffUserUpdateAnswer, account, 'PATCH /api/admin/users/2').password).toBeUndefined()
    expect(readAnswer(signedInUserAnswer, me, 'GET /api/users/me').user?.role).toBe('venditore')
    expect(readAnswer(signedInUserAnswer, { user: null }, 'GET /api/users/me').user).toBeNull()
  })

  it('refuses drifted answers, naming the fields', () => {
    const read = () =>
      readAnswer(staffUsersAnswer, { docs: [{ ...account, role: 'admin', disabled: null }] }, 'GET /api/admin/users')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/docs\.0\.role: .*; docs\.0\.disabled: /)
    const { role: _role, ...roleless } = me.user
    expect(() => readAnswer(signedInUserAnswer, { user: roleless }, 'GET /api/users/me')).toThrow(/user\.role: /)
    expect(() => readAnswer(staffUserWithPassword, account, 'POST /api/admin/users')).toThrow(/password: /)
  })
})
