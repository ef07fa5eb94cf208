import { AdminBar } from '@/panel/components/admin-bar'
import { BackToListLink } from '@/panel/components/back-to-list-link'
import { SaveButton } from '@/panel/components/save-button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** The way back to the list, the title and, once the settings are loaded, the save button. */
export function SettingsBar({ formId, saving = false }: { formId?: string; saving?: boolean }) {
  const { t } = useAdminTranslation()
  return (
    <AdminBar
      leading={<BackToListLink label={t('form.back')} />}
      title={t('settings.title')}
      actions={
        formId && (
          <SaveButton formId={formId} disabled={saving} label={saving ? t('settings.saving') : t('settings.save')} />
        )
      }
    />
  )
}
