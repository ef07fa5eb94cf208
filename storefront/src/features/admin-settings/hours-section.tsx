import { SETTINGS_LIMITS } from '@autosalone/domain/dealer-settings/settings-rules'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { emptyHoursRow } from './settings-form-values'
import { SettingsInput } from './settings-input'
import { SettingsRows } from './settings-rows'

/** The opening hours: one row per group of days, each in Italian and English. */
export function HoursSection() {
  const { t } = useAdminTranslation()
  return (
    <SettingsRows
      name="openingHours"
      title={t('settings.sections.hours')}
      hint={t('settings.hints.hours')}
      max={SETTINGS_LIMITS.openingRows}
      emptyRow={emptyHoursRow}
      legend={(number) => t('settings.hoursRow', { number })}
      removeLabel={(number) => t('settings.removeRow', { number })}
      addLabel={t('settings.addRow')}
    >
      {(index) => (
        <>
          <SettingsInput name={`openingHours.${index}.days`} label={t('settings.fields.days')} required />
          <SettingsInput name={`openingHours.${index}.hours`} label={t('settings.fields.hours')} required />
          <SettingsInput name={`openingHours.${index}.daysEn`} label={t('settings.fields.daysEn')} />
          <SettingsInput name={`openingHours.${index}.hoursEn`} label={t('settings.fields.hoursEn')} />
        </>
      )}
    </SettingsRows>
  )
}
