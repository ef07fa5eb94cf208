import type { FieldPath } from 'react-hook-form'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation, type AdminTextKey } from '@/panel/i18n/use-admin-translation'
import type { SettingsFormValues } from './settings-form-values'
import { SettingsInput } from './settings-input'

/** Phone, WhatsApp and e-mail: how visitors reach the dealer. */
export function ContactsSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('settings.sections.contacts')}>
      <div className="admin-grid admin-grid--3">
        <SettingsInput name="phone" label={t('settings.fields.phone')} type="tel" autoComplete="off" required />
        <SettingsInput
          name="whatsapp"
          label={t('settings.fields.whatsapp')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <SettingsInput name="email" label={t('settings.fields.email')} type="email" autoComplete="off" required />
      </div>
      <p className="admin-hint">
        {t('settings.hints.phone')} {t('settings.hints.whatsapp')}
      </p>
    </FormSection>
  )
}

const addressFields = [
  { name: 'address.street', label: 'settings.fields.street', className: 'settings-address__street' },
  { name: 'address.postalCode', label: 'settings.fields.postalCode', inputMode: 'numeric' },
  { name: 'address.city', label: 'settings.fields.city' },
  { name: 'address.province', label: 'settings.fields.province' },
  { name: 'address.latitude', label: 'settings.fields.latitude', inputMode: 'decimal' },
  { name: 'address.longitude', label: 'settings.fields.longitude', inputMode: 'decimal' },
] as const satisfies readonly {
  name: FieldPath<SettingsFormValues>
  label: AdminTextKey
  inputMode?: 'numeric' | 'decimal'
  className?: string
}[]

/** Street, postal code, town, province, and where the map puts the pin. */
export function AddressSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('settings.sections.address')}>
      <div className="admin-grid settings-address">
        {addressFields.map(({ label, ...field }) => (
          <SettingsInput key={field.name} {...field} label={t(label)} autoComplete="off" required />
        ))}
      </div>
      <p className="admin-hint">{t('settings.hints.map')}</p>
    </FormSection>
  )
}

/** Social links, slogans and the analytics id: what the footer and the page heads show. */
export function LinksSections() {
  const { t } = useAdminTranslation()
  return (
    <>
      <FormSection title={t('settings.sections.social')}>
        <div className="admin-grid admin-grid--2">
          <SettingsInput name="social.facebook" label={t('settings.fields.facebook')} type="url" autoComplete="off" />
          <SettingsInput name="social.instagram" label={t('settings.fields.instagram')} type="url" autoComplete="off" />
        </div>
        <p className="admin-hint">{t('settings.hints.social')}</p>
      </FormSection>
      <FormSection title={t('settings.sections.slogan')}>
        <div className="admin-grid admin-grid--2">
          <SettingsInput name="slogan" label={t('settings.fields.slogan')} autoComplete="off" />
          <SettingsInput name="sloganEn" label={t('settings.fields.sloganEn')} autoComplete="off" />
        </div>
        <p className="admin-hint">{t('settings.hints.sloganEn')}</p>
      </FormSection>
      <FormSection title={t('settings.sections.analytics')}>
        <SettingsInput name="analyticsId" label={t('settings.fields.analyticsId')} autoComplete="off" />
        <p className="admin-hint">{t('settings.hints.analyticsId')}</p>
      </FormSection>
    </>
  )
}
