import { useFormContext } from 'react-hook-form'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { FormSection } from '@/panel/components/form-section'

export function AvailabilitySection() {
  const { t } = useAdminTranslation()
  const { register } = useFormContext<CarFormValues>()

  return (
    <FormSection title={t('form.sections.availability')}>
      <label className="admin-check">
        <input type="checkbox" {...register('isAvailable')} />
        <span>{t('form.fields.available')}</span>
      </label>
    </FormSection>
  )
}
