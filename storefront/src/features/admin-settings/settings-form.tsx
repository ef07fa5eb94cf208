import type { DealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import { SETTINGS_ERROR_CODES, type SettingsErrorCode } from '@autosalone/domain/dealer-settings/settings-rules'
import { useMemo } from 'react'
import { FormProvider, useForm, type FieldPath } from 'react-hook-form'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import { readErrorBody } from '@/panel/api/error-body'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { BusinessSection, ClosuresSection, FiguresSection } from './business-sections'
import { AddressSection, ContactsSection, LinksSections } from './contact-sections'
import { HoursSection } from './hours-section'
import { SoldPagesSection } from './sold-pages-section'
import { ChannelsSection } from './channels-section'
import { TextsSection } from './texts-section'
import { useSaveDealerSettings } from './save-settings'
import { SettingsBar } from './settings-bar'
import { settingsToFormValues, type SettingsFormValues } from './settings-form-values'
import { settingsErrorText, settingsResolver } from './settings-resolver'
import './settings.css'

const formId = 'settings-form'

const isErrorCode = (code: unknown): code is SettingsErrorCode =>
  SETTINGS_ERROR_CODES.includes(code as SettingsErrorCode)

/** The 'Impostazioni' page's form: checked as typed by the domain's rules, saved as a whole. */
export function SettingsForm({ settings }: { settings: DealerSettings }) {
  const { t } = useAdminTranslation()
  const resolver = useMemo(() => settingsResolver(t), [t])
  const form = useForm<SettingsFormValues, unknown, DealerSettings>({
    resolver,
    defaultValues: settingsToFormValues(settings),
  })
  const save = useSaveDealerSettings()

  const onFailed = (error: unknown) => {
    console.error(error)
    // An expired session has its own message and redirect.
    if (error instanceof ApiError && error.status === 401) return
    const { message, fieldErrors } = readErrorBody(error)
    fieldErrors.forEach(({ field, message: fieldMessage, code }, index) => {
      const text = isErrorCode(code) ? settingsErrorText(t, code) : fieldMessage
      form.setError(
        field as FieldPath<SettingsFormValues>,
        { type: 'server', message: text },
        { shouldFocus: index === 0 },
      )
    })
    const description =
      fieldErrors.length > 0 ? t('settings.invalidDescription') : (message ?? t('settings.saveFailed'))
    toast({ title: t('common.errorTitle'), description, variant: 'destructive' })
  }

  const onValid = (values: DealerSettings) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(settingsToFormValues(saved))
        toast({ title: t('settings.savedTitle'), description: t('settings.savedDescription') })
      },
      onError: onFailed,
    })

  const onInvalid = () =>
    toast({ title: t('common.errorTitle'), description: t('settings.invalidDescription'), variant: 'destructive' })

  return (
    <FormProvider {...form}>
      <SettingsBar formId={formId} saving={save.isPending} />
      <main className="admin-main admin-main--save-below">
        <p className="admin-hint settings-intro">{t('settings.intro')}</p>
        <form
          id={formId}
          className="settings-form"
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        >
          <ContactsSection />
          <AddressSection />
          <HoursSection />
          <LinksSections />
          <ClosuresSection />
          <SoldPagesSection />
          <BusinessSection />
          <ChannelsSection />
          <FiguresSection />
          <TextsSection />
        </form>
      </main>
    </FormProvider>
  )
}
