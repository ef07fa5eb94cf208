import { MAX_CLOSURES } from '@autosalone/domain/dealer-settings/settings-rules'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { buttonVariants } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { SettingsFormValues } from './settings-form-values'
import { SettingsInput } from './settings-input'

/** The partita IVA the footer shows. */
export function BusinessSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('settings.sections.business')}>
      <SettingsInput name="vatNumber" label={t('settings.fields.vatNumber')} inputMode="numeric" autoComplete="off" />
      <p className="admin-hint">{t('settings.hints.vatNumber')}</p>
    </FormSection>
  )
}

/** The dealer's own days off: a day or a stretch of days on which no test drive is offered. */
export function ClosuresSection() {
  const { t } = useAdminTranslation()
  const { control, formState, getFieldState } = useFormContext<SettingsFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'closures' })
  const listError = getFieldState('closures', formState).error?.message

  return (
    <FormSection title={t('settings.sections.closures')}>
      <p className="admin-hint">{t('settings.hints.closures')}</p>
      <ol className="admin-rows">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="settings-hours__row settings-closures__row">
              <legend className="settings-hours__legend">{t('settings.closureRow', { number: index + 1 })}</legend>
              <SettingsInput
                name={`closures.${index}.from`}
                label={t('settings.fields.closureFrom')}
                type="date"
                required
              />
              <SettingsInput name={`closures.${index}.to`} label={t('settings.fields.closureTo')} type="date" />
              <button
                type="button"
                className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} admin-icon-button settings-hours__remove`}
                aria-label={t('settings.removeClosure', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <CloseIcon size={18} />
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {listError && <p className="admin-field__error">{listError}</p>}
      {fields.length < MAX_CLOSURES && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => append({ from: '', to: '' }, { shouldFocus: true })}
        >
          + {t('settings.addClosure')}
        </button>
      )}
    </FormSection>
  )
}
