import { describe, expect, it } from 'vitest'
import { acceptAll, necessaryOnly } from '@/lib/consent-storage'
import { consentModeState } from './google-tag'

describe('consentModeState', () => {
  it('denies everything before a choice', () => {
    expect(Object.values(consentModeState(null))).toEqual(Array(5).fill('denied'))
  })

  it('denies everything for necessary only and grants everything for accept all', () => {
    expect(Object.values(consentModeState(necessaryOnly))).toEqual(Array(5).fill('denied'))
    expect(Object.values(consentModeState(acceptAll))).toEqual(Array(5).fill('granted'))
  })

  it('grants analytics storage for analytics and the three ad signals for marketing', () => {
    expect(consentModeState({ ...necessaryOnly, analytics: true })).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    })
    expect(consentModeState({ ...necessaryOnly, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      personalization_storage: 'denied',
    })
  })
})
