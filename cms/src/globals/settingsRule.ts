import { settingsErrorMessage } from '@autosalone/domain/dealer-settings/settings-input'
import * as rules from '@autosalone/domain/dealer-settings/settings-rules'

/** The settings page's rule for a field, as the console's validator, so both refuse the same values. */
export const settingsRule = <T>(field: string, check: rules.Rule<T>) =>
  rules.asFieldValidator(check, (code) => settingsErrorMessage(field, code))
