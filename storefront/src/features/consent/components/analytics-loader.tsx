import { useEffect } from 'react'
import { useConsentState } from '../consent-store'
import { loadAnalytics } from '../google-tag'

/** Adds Google Analytics once the visitor allows analytics, and only if the dealer set an id. */
export function AnalyticsLoader({ measurementId }: { measurementId: string | null | undefined }) {
  const { consent } = useConsentState()
  const allowed = consent?.analytics === true

  useEffect(() => {
    if (allowed && measurementId) loadAnalytics(measurementId)
  }, [allowed, measurementId])

  return null
}
