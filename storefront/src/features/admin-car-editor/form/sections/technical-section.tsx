import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { CAR_ENUMS, enumLabelKey, type RequiredEnumField } from '@autosalone/domain/enums'
import type { CarFormValues } from '../car-form-values'
import { Field } from '@/components/ui/field'
import { FormSection } from '@/panel/components/form-section'

export function TechnicalSection() {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const {
    register,
    formState: { errors },
  } = useFormContext<CarFormValues>()

  const select = (name: RequiredEnumField) => (
    <Field label={t(`form.fields.${name}`)} error={errors[name]?.message}>
      {(control) => (
        <select {...control} className="field__control" {...register(name)}>
          {CAR_ENUMS[name].map((value) => (
            <option key={value} value={value}>
              {tCars(enumLabelKey(name, value))}
            </option>
          ))}
        </select>
      )}
    </Field>
  )

  return (
    <FormSection title={t('form.sections.technical')}>
      <div className="admin-grid admin-grid--3">
        {select('fuel')}
        {select('transmission')}
        <Field label={t('form.fields.power')} error={errors.power?.message}>
          {(control) => (
            <input
              {...control}
              className="field__control"
              placeholder={t('form.placeholders.power')}
              inputMode="numeric"
              autoComplete="off"
              {...register('power')}
            />
          )}
        </Field>
        {select('category')}
        {select('condition')}
      </div>
    </FormSection>
  )
}
