import { describe, expect, it } from 'vitest'

import { isActiveStaff, ownerOnlyActions, staffMay } from './roles'

describe('staff roles', () => {
  it('lets the owner take every owner-only action', () => {
    for (const action of ownerOnlyActions) expect(staffMay({ role: 'titolare' }, action)).toBe(true)
  })

  it('refuses a salesperson every owner-only action', () => {
    for (const action of ownerOnlyActions) expect(staffMay({ role: 'venditore' }, action)).toBe(false)
  })

  it('counts both roles as staff while they are enabled', () => {
    expect(isActiveStaff({ role: 'titolare' })).toBe(true)
    expect(isActiveStaff({ role: 'venditore', disabled: false })).toBe(true)
  })

  it('refuses a disabled account everything, owner or not', () => {
    expect(isActiveStaff({ role: 'titolare', disabled: true })).toBe(false)
    expect(staffMay({ role: 'titolare', disabled: true }, 'users.manage')).toBe(false)
  })

  it('refuses no account, an unknown role and the old single role', () => {
    expect(isActiveStaff(null)).toBe(false)
    expect(isActiveStaff({ role: 'admin' })).toBe(false)
    expect(isActiveStaff({})).toBe(false)
  })
})
