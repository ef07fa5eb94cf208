import { describe, expect, it } from 'vitest'

import { AnswerShapeError, readAnswer } from '../answer-contract'
import { AUDIT_LIMITS, auditLogPage, auditLogQuery, auditRetentionCutoff } from './audit-log'

describe('the audit log query', () => {
  it('defaults to the first page of the default size', () => {
    expect(auditLogQuery.parse({})).toEqual({ page: 1, limit: AUDIT_LIMITS.defaultPageSize })
  })

  it('reads page, limit, action and user from strings', () => {
    expect(auditLogQuery.parse({ page: '3', limit: '20', action: 'auth.signInFailed', user: '7' })).toEqual({
      page: 3,
      limit: 20,
      action: 'auth.signInFailed',
      user: 7,
    })
  })

  it.each([
    ['a page below 1', { page: '0' }],
    ['a page that is no whole number', { page: '1.5' }],
    ['a limit over the bound', { limit: String(AUDIT_LIMITS.pageSize + 1) }],
    ['a limit in letters', { limit: 'tanti' }],
    ['an action outside the list', { action: 'cars.stolen' }],
    ['a negative user', { user: '-1' }],
    ['a parameter it does not know', { colore: 'rosso' }],
  ])('refuses %s', (_name, query) => {
    expect(auditLogQuery.safeParse(query).success).toBe(false)
  })
})

describe('the audit log retention', () => {
  it('keeps twelve months', () => {
    expect(auditRetentionCutoff(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2025-11-28T10:00:00.000Z')
  })
})

describe('the audit log answer', () => {
  const entry = {
    id: 41,
    at: '2026-11-02T09:00:00.000Z',
    action: 'cars.trashed',
    user: { id: 2, name: 'Giulia', username: 'giulia' },
    username: 'giulia',
    address: '198.51.100.23',
    target: 'Fiat Panda (#3)',
    details: null,
  }
  const page = { docs: [entry], page: 1, totalPages: 1, totalDocs: 1 }

  it('reads a page of entries as the API answers it', () => {
    expect(readAnswer(auditLogPage, page, 'GET /api/admin/audit-log')).toBe(page)
  })

  it('refuses a drifted page, naming the field', () => {
    const drifted = { ...page, docs: [{ ...entry, action: 'cars.painted', at: 1 }] }
    const read = () => readAnswer(auditLogPage, drifted, 'GET /api/admin/audit-log')
    expect(read).toThrow(AnswerShapeError)
    expect(read).toThrow(/docs\.0\.at: .*string/)
    expect(read).toThrow(/docs\.0\.action: /)
  })
})
