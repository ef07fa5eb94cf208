import { useFormContext, type FieldPath } from 'react-hook-form'
import type { AdminTextKey } from '@/panel/i18n/use-admin-translation'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from './car-form-values'
import { Field } from '@/components/ui/field'

type TextField = {
  [K in FieldPath<CarFormValues>]: CarFormValues[K & keyof CarFormValues] extends string ? K : never
}[FieldPath<CarFormValues>]

interface DetailInputProps {
  name: TextField & keyof CarFormValues
  label: AdminTextKey
  placeholder?: AdminTextKey
  inputMode?: 'numeric' | 'decimal' | 'text'
  type?: 'text' | 'month'
  autoCapitalize?: 'characters'
}

/** One optional figure or text of the car's data, with its label and the message the rules give. */
export function DetailInput({ name, label, placeholder, inputMode, type = 'text', autoCapitalize }: DetailInputProps) {
  const { t } = useAdminTranslation()
  const {
    register,
    formState: { errors },
  } = useFormContext<CarFormValues>()

  return (
    <Field label={t(label)} error={errors[name]?.message}>
      {(control) => (
        <input
          {...control}
          className="field__control"
          type={type}
          placeholder={placeholder ? t(placeholder) : undefined}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          autoComplete="off"
          {...register(name)}
        />
      )}
    </Field>
  )
}
