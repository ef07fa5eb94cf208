import type { DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'

/** A value as the form's boxes hold it: numbers and empty values as text, in lists and groups alike. */
export type AsText<T> = T extends (infer Item)[]
  ? AsText<Item>[]
  : T extends object
    ? { [Key in keyof T]: AsText<T[Key]> }
    : string

/** The settings page as the form holds it; the domain's rules read it as it is. */
export type SettingsFormValues = AsText<DealerSettings>
export type HoursRowValues = SettingsFormValues['openingHours'][number]

export const emptyHoursRow = (): HoursRowValues => ({ days: '', daysEn: '', hours: '', hoursEn: '' })

function asText<T>(value: T): AsText<T> {
  if (Array.isArray(value)) return value.map(asText) as AsText<T>
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)])) as AsText<T>
  }
  return (value === null || value === undefined ? '' : String(value)) as AsText<T>
}

/** The saved settings in the form's boxes; what is not set shows as an empty box. */
export function settingsToFormValues(settings: DealerSettings): SettingsFormValues {
  return asText(settings)
}
