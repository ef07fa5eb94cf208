import { MAX_CLOSURES, SETTINGS_LIMITS } from '@autosalone/domain/dealer-settings/settings-rules'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { SettingsInput } from './settings-input'
import { SettingsRows } from './settings-rows'

/** The partita IVA the footer shows. */
export function BusinessSection() {
  const { t } = useAdminTranslation()
  return (
    <FormSection title={t('settings.sections.business')}>
      <SettingsInput name="vatNumber" label={t('settings.fields.vatNumber')} inputMode="numeric" autoComplete="off" />
      <p className="admin-hint">{t('settings.hints.vatNumber')}</p>
    </FormSection>
  )
}

/** The dealer's own days off: a day or a stretch of days on which no test drive is offered. */
export function ClosuresSection() {
  const { t } = useAdminTranslation()
  return (
    <SettingsRows
      name="closures"
      title={t('settings.sections.closures')}
      hint={t('settings.hints.closures')}
      max={MAX_CLOSURES}
      emptyRow={() => ({ from: '', to: '' })}
      legend={(number) => t('settings.closureRow', { number })}
      removeLabel={(number) => t('settings.removeClosure', { number })}
      addLabel={t('settings.addClosure')}
      rowClass="settings-closures__row"
    >
      {(index) => (
        <>
          <SettingsInput
            name={`closures.${index}.from`}
            label={t('settings.fields.closureFrom')}
            type="date"
            required
          />
          <SettingsInput name={`closures.${index}.to`} label={t('settings.fields.closureTo')} type="date" />
        </>
      )}
    </SettingsRows>
  )
}

/** The figures of the about and home pages: the figure, its caption, the caption in English. */
export function FiguresSection() {
  const { t } = useAdminTranslation()
  return (
    <SettingsRows
      name="aboutFigures"
      title={t('settings.sections.figures')}
      hint={t('settings.hints.figures')}
      max={SETTINGS_LIMITS.figures}
      emptyRow={() => ({ value: '', label: '', labelEn: '' })}
      legend={(number) => t('settings.figureRow', { number })}
      removeLabel={(number) => t('settings.removeFigure', { number })}
      addLabel={t('settings.addFigure')}
      rowClass="settings-figures__row"
    >
      {(index) => (
        <>
          <SettingsInput name={`aboutFigures.${index}.value`} label={t('settings.fields.figureValue')} required />
          <SettingsInput name={`aboutFigures.${index}.label`} label={t('settings.fields.figureLabel')} required />
          <SettingsInput name={`aboutFigures.${index}.labelEn`} label={t('settings.fields.figureLabelEn')} />
        </>
      )}
    </SettingsRows>
  )
}
