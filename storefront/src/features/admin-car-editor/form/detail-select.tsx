import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CAR_ENUMS, enumLabelKey } from '@autosalone/domain/enums'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from './car-form-values'
import { Field } from '@/components/ui/field'

/** A choice that may be left empty ('Non indicata'): the Euro class or the VAT regime. */
export function DetailSelect({ name }: { name: 'euroClass' | 'vatRegime' }) {
  const { t } = useAdminTranslation()
  const { t: tCars } = useTranslation('cars')
  const {
    register,
    formState: { errors },
  } = useFormContext<CarFormValues>()

  return (
    <Field label={t(`form.fields.${name}`)} error={errors[name]?.message}>
      {(control) => (
        <select {...control} className="field__control" {...register(name)}>
          <option value="">{t('form.notChosen')}</option>
          {CAR_ENUMS[name].map((value) => (
            <option key={value} value={value}>
              {tCars(enumLabelKey(name, value))}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
