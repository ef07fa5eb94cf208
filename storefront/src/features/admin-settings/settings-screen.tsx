import { useDealerSettings } from '@/panel/api/get-dealer-settings'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { SettingsBar } from './settings-bar'
import { SettingsForm } from './settings-form'

/** Loads the settings ('Caricamento...'), then shows the form. */
export function SettingsScreen() {
  const { t } = useAdminTranslation()
  const { data: settings, error } = useDealerSettings()

  if (settings) return <SettingsForm settings={settings} />
  return (
    <>
      <SettingsBar />
      <StatusScreen text={error ? t('common.loadError') : t('common.loading')} busy={!error} />
    </>
  )
}
