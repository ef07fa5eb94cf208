import { toNestErrors } from '@hookform/resolvers'
import { readDealerSettings, type DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import {
  MAX_CLOSURES,
  SETTINGS_LIMITS,
  type SettingsErrorCode,
} from '@autosalone/domain/dealer-settings/settings-rules'
import type { FieldError, Resolver } from 'react-hook-form'
import type { AdminT } from '@/panel/i18n/use-admin-translation'
import type { SettingsFormValues } from './settings-form-values'

/** A problem's text in the panel's language, from the code the domain's rules answer. */
export function settingsErrorText(t: AdminT, code: SettingsErrorCode): string {
  const max: Partial<Record<SettingsErrorCode, number>> = {
    tooManyClosures: MAX_CLOSURES,
    tooManyFigures: SETTINGS_LIMITS.figures,
  }
  return t(`settings.errors.${code}`, { max: max[code] ?? SETTINGS_LIMITS.openingRows })
}

/**
 * The form checks with the same rules as the server (the domain's), for the dealer's comfort:
 * each problem under its box, in the dealer's language, and the first box focused.
 */
export function settingsResolver(t: AdminT): Resolver<SettingsFormValues, unknown, DealerSettings> {
  return (values, _context, options) => {
    const result = readDealerSettings(values)
    if (result.ok) return { values: result.value, errors: {} }
    const flat: Record<string, FieldError> = {}
    for (const { field, code } of result.errors) {
      flat[field] ??= { type: code, message: settingsErrorText(t, code) }
    }
    return { values: {}, errors: toNestErrors(flat, options) }
  }
}
