import { useFormContext } from 'react-hook-form'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { DetailInput } from '../detail-input'
import { DetailSelect } from '../detail-select'
import { FormSection } from '@/panel/components/form-section'

/** Registration, ownership, warranty, VAT regime, and the plate and VIN the dealer alone sees. */
export function PapersSection() {
  const { t } = useAdminTranslation()
  const { register } = useFormContext<CarFormValues>()

  return (
    <FormSection title={t('form.sections.papers')}>
      <div className="admin-grid admin-grid--3">
        <DetailInput
          name="firstRegistration"
          label="form.fields.firstRegistration"
          placeholder="form.placeholders.firstRegistration"
          type="month"
        />
        <DetailInput name="previousOwners" label="form.fields.previousOwners" inputMode="numeric" />
        <DetailInput name="warrantyMonths" label="form.fields.warrantyMonths" inputMode="numeric" />
        <DetailSelect name="vatRegime" />
        <DetailInput
          name="plate"
          label="form.fields.plate"
          placeholder="form.placeholders.plate"
          autoCapitalize="characters"
        />
        <DetailInput
          name="vin"
          label="form.fields.vin"
          placeholder="form.placeholders.vin"
          autoCapitalize="characters"
        />
        <DetailInput name="stockNumber" label="form.fields.stockNumber" placeholder="form.placeholders.stockNumber" />
      </div>
      <label className="admin-check">
        <input type="checkbox" {...register('serviceHistory')} />
        <span>{t('form.fields.serviceHistory')}</span>
      </label>
      <p className="admin-hint">{t('form.dealerOnly')}</p>
    </FormSection>
  )
}
