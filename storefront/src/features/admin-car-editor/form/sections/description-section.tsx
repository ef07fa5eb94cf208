import { useFormContext } from 'react-hook-form'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { Field } from '@/components/ui/field'
import { FormSection } from '@/panel/components/form-section'

export function DescriptionSection() {
  const { t } = useAdminTranslation()
  const {
    register,
    formState: { errors },
  } = useFormContext<CarFormValues>()

  return (
    <FormSection title={t('form.sections.description')}>
      <Field label={t('form.fields.description')} error={errors.description?.message} labelHidden>
        {(control) => (
          <textarea
            {...control}
            className="field__control admin-textarea"
            rows={6}
            placeholder={t('form.placeholders.description')}
            {...register('description')}
          />
        )}
      </Field>
      <Field label={t('form.fields.descriptionEn')} error={errors.descriptionEn?.message}>
        {(control) => (
          <textarea
            {...control}
            className="field__control admin-textarea"
            rows={4}
            placeholder={t('form.placeholders.descriptionEn')}
            {...register('descriptionEn')}
          />
        )}
      </Field>
    </FormSection>
  )
}
