import { useFormContext, type FieldPath } from 'react-hook-form'
import type { InputHTMLAttributes } from 'react'
import { Field } from '@/components/ui/field'
import { RequiredMark } from '@/panel/components/required-mark'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { SettingsFormValues } from './settings-form-values'

interface SettingsInputProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder'
> {
  name: FieldPath<SettingsFormValues>
  label: string
  required?: boolean
  className?: string
}

/** One box of the settings page, with its label and its problem under it. */
export function SettingsInput({ name, label, required, className, ...input }: SettingsInputProps) {
  const { t } = useAdminTranslation()
  const { register, getFieldState, formState } = useFormContext<SettingsFormValues>()
  const { error } = getFieldState(name, formState)

  return (
    <Field
      label={label}
      error={error?.message}
      requiredMark={required && <RequiredMark title={t('form.required')} />}
      className={className}
    >
      {(control) => <input {...control} className="field__control" {...input} {...register(name)} />}
    </Field>
  )
}
