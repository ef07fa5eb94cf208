import { CONDITIONS_NEEDING_EMISSIONS } from '@autosalone/domain/car-publication'
import { isSuitableForNewDrivers } from '@autosalone/domain/new-driver'
import { useFormContext, useWatch } from 'react-hook-form'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarFormValues } from '../car-form-values'
import { DetailInput } from '../detail-input'
import { DetailSelect } from '../detail-select'
import { parseInteger } from '../parse-integer'
import { FormSection } from '@/panel/components/form-section'

/** Euro class, consumption and CO₂ (required for a new or km 0 car), technical data, and what they mean for new drivers. */
export function EmissionsSection() {
  const { t } = useAdminTranslation()
  const { control } = useFormContext<CarFormValues>()
  const [fuel, condition, power, kerbWeight] = useWatch({
    control,
    name: ['fuel', 'condition', 'power', 'kerbWeight'],
  })
  const electric = fuel === 'elettrica'
  const suitable = isSuitableForNewDrivers({ power: parseInteger(power), kerbWeight: parseInteger(kerbWeight) })
  const newDriver = suitable === null ? 'unknown' : suitable ? 'yes' : 'no'

  return (
    <FormSection title={t('form.sections.emissions')}>
      {CONDITIONS_NEEDING_EMISSIONS.includes(condition) && <p className="admin-hint">{t('form.emissionsHint')}</p>}
      <div className="admin-grid admin-grid--3">
        <DetailSelect name="euroClass" />
        <DetailInput
          name="consumption"
          label={electric ? 'form.fields.consumptionElectric' : 'form.fields.consumption'}
          placeholder="form.placeholders.consumption"
          inputMode="decimal"
        />
        <DetailInput name="co2" label="form.fields.co2" placeholder="form.placeholders.co2" inputMode="numeric" />
        {electric ? (
          <DetailInput
            name="electricRange"
            label="form.fields.electricRange"
            placeholder="form.placeholders.electricRange"
            inputMode="numeric"
          />
        ) : (
          <DetailInput
            name="displacement"
            label="form.fields.displacement"
            placeholder="form.placeholders.displacement"
            inputMode="numeric"
          />
        )}
        <DetailInput
          name="kerbWeight"
          label="form.fields.kerbWeight"
          placeholder="form.placeholders.kerbWeight"
          inputMode="numeric"
        />
        <DetailInput name="doors" label="form.fields.doors" inputMode="numeric" />
        <DetailInput name="seats" label="form.fields.seats" inputMode="numeric" />
      </div>
      <p className="admin-hint" data-new-driver={newDriver} aria-live="polite">
        {t(`form.newDriver.${newDriver}`)}
      </p>
    </FormSection>
  )
}
