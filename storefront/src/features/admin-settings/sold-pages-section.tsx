import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { SettingsInput } from './settings-input'

/** How long a sold car's page stays 'Venduta' before it leads to the inventory of its make and model. */
export function SoldPagesSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('settings.sections.soldPages')}>
      <SettingsInput
        name="soldPageDays"
        label={t('settings.fields.soldPageDays')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <p className="admin-hint">{t('settings.hints.soldPageDays')}</p>
    </FormSection>
  )
}
