import type { ServiceId } from '@autosalone/domain/public-pages'

/** A service's id as the name of its text field (`vendita-auto` → `venditaAuto`): field names are identifiers. */
export function serviceFieldName(id: ServiceId): string {
  return id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
}
