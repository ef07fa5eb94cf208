import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Category, Condition, Fuel, Transmission } from '../../../cars/types'
import { useAdminTranslation } from '../../i18n/use-admin-translation'
import { CATEGORIES, CONDITIONS, FUELS, TRANSMISSIONS } from '../car-rules'
import type { CarFormValues } from '../car-form-values'
import { FormField } from '../form-field'
import { FormSection } from './form-section'

const choices = {
  fuel: FUELS,
  transmission: TRANSMISSIONS,
  category: CATEGORIES,
  condition: CONDITIONS,
} as const

type ChoiceField = keyof typeof choices

export function TechnicalSection() {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const {
    register,
    formState: { errors },
  } = useFormContext<CarFormValues>()

  const labels: Record<ChoiceField, (value: string) => string> = {
    fuel: (value) => tCars(`fuel.${value as Fuel}`),
    transmission: (value) => tCars(`transmission.${value as Transmission}`),
    category: (value) => tCars(`category.${value as Category}`),
    condition: (value) => tCars(`condition.${value as Condition}`),
  }

  const select = (name: ChoiceField) => (
    <FormField label={t(`form.fields.${name}`)} error={errors[name]?.message}>
      {(control) => (
        <select {...control} className="field__control" {...register(name)}>
          {choices[name].map((value) => (
            <option key={value} value={value}>
              {labels[name](value)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )

  return (
    <FormSection title={t('form.sections.technical')}>
      <div className="admin-grid admin-grid--3">
        {select('fuel')}
        {select('transmission')}
        <FormField label={t('form.fields.power')} error={errors.power?.message}>
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
        </FormField>
        {select('category')}
        {select('condition')}
      </div>
    </FormSection>
  )
}
