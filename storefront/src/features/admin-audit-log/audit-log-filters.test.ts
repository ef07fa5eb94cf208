import { describe, expect, it } from 'vitest'
import { auditAction } from '@autosalone/domain/audit/audit-log'
import enAdmin from '@/locales/en/admin.json'
import itAdmin from '@/locales/it/admin.json'
import { auditLogFilters, auditLogSearch } from './audit-log-filters'

describe("the audit log page's filters", () => {
  it('reads the page, the action and the user from the address', () => {
    const params = new URLSearchParams('page=2&action=auth.signInFailed&user=5')
    expect(auditLogFilters(params)).toEqual({ page: 2, action: 'auth.signInFailed', user: 5 })
  })

  it('leaves out what the server would refuse', () => {
    expect(auditLogFilters(new URLSearchParams('page=-1&action=cars.stolen&user=abc'))).toEqual({ page: 1 })
  })

  it('writes the same query back, without the first page', () => {
    expect(auditLogSearch({ page: 1 })).toBe('')
    expect(auditLogSearch({ page: 3, action: 'exports.leads', user: 2 })).toBe('?page=3&action=exports.leads&user=2')
  })
})

describe("the audit log's labels", () => {
  it.each([
    ['it', itAdmin],
    ['en', enAdmin],
  ])('has a label for every action in %s', (_language, texts) => {
    const labels = texts.auditLog.actions as Record<string, Record<string, string>>
    for (const action of auditAction.options) {
      const [group, name] = action.split('.')
      expect({ action, label: labels[group]?.[name] }).toEqual({ action, label: expect.any(String) })
    }
  })
})
