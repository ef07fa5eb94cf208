import { SETTINGS_LIMITS } from '@autosalone/domain/dealer-settings/settings-rules'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { buttonVariants } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { emptyHoursRow, type SettingsFormValues } from './settings-form-values'
import { SettingsInput } from './settings-input'

/** The opening hours: one row per group of days, each in Italian and English. */
export function HoursSection() {
  const { t } = useAdminTranslation()
  const { control, formState, getFieldState } = useFormContext<SettingsFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'openingHours' })
  const listError = getFieldState('openingHours', formState).error?.message

  return (
    <FormSection title={t('settings.sections.hours')}>
      <p className="admin-hint">{t('settings.hints.hours')}</p>
      <ol className="admin-rows">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="settings-hours__row">
              <legend className="settings-hours__legend">{t('settings.hoursRow', { number: index + 1 })}</legend>
              <SettingsInput name={`openingHours.${index}.days`} label={t('settings.fields.days')} required />
              <SettingsInput name={`openingHours.${index}.hours`} label={t('settings.fields.hours')} required />
              <SettingsInput name={`openingHours.${index}.daysEn`} label={t('settings.fields.daysEn')} />
              <SettingsInput name={`openingHours.${index}.hoursEn`} label={t('settings.fields.hoursEn')} />
              <button
                type="button"
                className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} admin-icon-button settings-hours__remove`}
                aria-label={t('settings.removeRow', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <CloseIcon size={18} />
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && <p className="admin-field__error">{listError}</p>}
      {fields.length < SETTINGS_LIMITS.openingRows && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => append(emptyHoursRow(), { shouldFocus: true })}
        >
          + {t('settings.addRow')}
        </button>
      )}
    </FormSection>
  )
}
