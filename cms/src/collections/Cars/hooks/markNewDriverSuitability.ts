import { isSuitableForNewDrivers } from '@autosalone/domain/new-driver'
import type { CollectionBeforeChangeHook } from 'payload'

/** Suitability for new drivers follows the power and the kerb weight of the saved car, whatever a client sent. */
export const markNewDriverSuitability: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data }
  return {
    ...data,
    newDriverSuitable: isSuitableForNewDrivers({
      power: merged.power as number | null | undefined,
      kerbWeight: merged.kerbWeight as number | null | undefined,
    }),
  }
}
