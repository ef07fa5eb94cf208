import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { SettingsInput } from './settings-input'

/** What the sales channels need once: Google's store code (the address is the one above). */
export function ChannelsSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('channels.settings.section')}>
      <SettingsInput name="googleStoreCode" label={t('channels.settings.storeCode')} autoComplete="off" />
      <p className="admin-hint">{t('channels.settings.storeCodeHint')}</p>
    </FormSection>
  )
}
