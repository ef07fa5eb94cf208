import { useFormContext, useWatch } from 'react-hook-form'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { Field } from '@/components/ui/field'
import { RequiredMark } from '@/panel/components/required-mark'
import { FormSection } from '@/panel/components/form-section'

type BasicField = 'brand' | 'model' | 'name' | 'year' | 'price' | 'mileage'

const fields: { name: BasicField; required: boolean; numeric: boolean }[] = [
  { name: 'brand', required: true, numeric: false },
  { name: 'model', required: true, numeric: false },
  { name: 'name', required: true, numeric: false },
  { name: 'year', required: true, numeric: true },
  { name: 'price', required: true, numeric: true },
  { name: 'mileage', required: false, numeric: true },
]

export function BasicSection() {
  const { t } = useAdminTranslation()
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<CarFormValues>()
  // A price on request is stored as 0; the box fills it in and keeps it so.
  const onRequest = useWatch({ control, name: 'priceOnRequest' })

  return (
    <FormSection title={t('form.sections.basic')}>
      <div className="admin-grid admin-grid--basic">
        {fields.map(({ name, required, numeric }) => (
          <Field
            key={name}
            label={t(`form.fields.${name}`)}
            requiredMark={required && <RequiredMark title={t('form.required')} />}
            error={errors[name]?.message}
            className={`admin-basic__${name}`}
          >
            {(control) => (
              <input
                {...control}
                className="field__control"
                placeholder={t(`form.placeholders.${name}`)}
                inputMode={numeric ? 'numeric' : undefined}
                autoComplete="off"
                readOnly={name === 'price' && onRequest}
                {...register(name)}
              />
            )}
          </Field>
        ))}
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          {...register('priceOnRequest', {
            onChange: (event: { target: HTMLInputElement }) =>
              setValue('price', event.target.checked ? '0' : '', { shouldDirty: true }),
          })}
        />
        <span>{t('form.fields.priceOnRequest')}</span>
      </label>
    </FormSection>
  )
}
