import { useFormContext } from 'react-hook-form'
import { CAR_STATUSES } from '@autosalone/domain/enums'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { FormSection } from '@/panel/components/form-section'

/** The car's status: on sale, reserved (still on the site, marked) or sold (off the stock, page kept). */
export function AvailabilitySection() {
  const { t } = useAdminTranslation()
  const { register } = useFormContext<CarFormValues>()

  return (
    <FormSection title={t('form.sections.availability')}>
      <fieldset className="admin-status-field" aria-describedby="car-status-hint">
        <legend className="field__label">{t('form.fields.status')}</legend>
        {CAR_STATUSES.map((status) => (
          <label key={status} className="admin-check">
            <input type="radio" value={status} {...register('status')} />
            <span>{t(`list.statuses.${status}`)}</span>
          </label>
        ))}
      </fieldset>
      <p id="car-status-hint" className="field__hint">
        {t('form.statusHint')}
      </p>
    </FormSection>
  )
}
