import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { MIN_PASSWORD_LENGTH } from '@autosalone/domain/staff/staff-users'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { adminPaths } from '@/panel/admin-paths'
import { Field } from '@/components/ui/field'
import { RequiredMark } from '@/panel/components/required-mark'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { formText } from './form-text'
import { sessionMarker } from '@/panel/session-marker'
import { useChangeOwnPassword } from './api/change-own-password'
import { useLogoutEverywhere } from './api/logout-everywhere'
import { adminKeys } from '@/lib/query-keys'

/** 'Il mio account': one's own password, and signing out of every device. */
export function AccountScreen() {
  const { t } = useAdminTranslation()
  const change = useChangeOwnPassword()
  const logoutAll = useLogoutEverywhere()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [mismatch, setMismatch] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const newPassword = formText(data, 'newPassword')
    setMismatch(newPassword !== formText(data, 'repeatPassword'))
    if (newPassword !== formText(data, 'repeatPassword')) return
    change.mutate(
      { currentPassword: formText(data, 'currentPassword'), newPassword },
      {
        onSuccess: () => {
          form.reset()
          toast({ title: t('account.password.done') })
        },
      },
    )
  }

  const signOutEverywhere = () =>
    logoutAll.mutate(undefined, {
      onSettled: () => {
        sessionMarker.clear()
        queryClient.removeQueries({ queryKey: adminKeys.all() })
        toast({ title: t('account.logoutAll.done') })
        void navigate(adminPaths.login)
      },
    })

  return (
    <>
      <FormSection title={t('account.password.title')}>
        <form className="staff-form" onSubmit={submit}>
          <Field label={t('account.password.current')} requiredMark={<RequiredMark />}>
            {(control) => (
              <input
                {...control}
                name="currentPassword"
                type="password"
                className="field__control"
                autoComplete="current-password"
                required
              />
            )}
          </Field>
          <Field label={t('account.password.new')} requiredMark={<RequiredMark />}>
            {(control) => (
              <input
                {...control}
                name="newPassword"
                type="password"
                className="field__control"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                required
              />
            )}
          </Field>
          <Field
            label={t('account.password.repeat')}
            requiredMark={<RequiredMark />}
            error={mismatch ? t('account.password.mismatch') : undefined}
          >
            {(control) => (
              <input
                {...control}
                name="repeatPassword"
                type="password"
                className="field__control"
                autoComplete="new-password"
                required
              />
            )}
          </Field>
          <p className="admin-hint">{t('account.password.hint', { count: MIN_PASSWORD_LENGTH })}</p>
          {change.error && <p role="alert">{t('account.password.error')}</p>}
          <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={change.isPending}>
            {t('account.password.submit')}
          </button>
        </form>
      </FormSection>
      <FormSection title={t('account.logoutAll.title')}>
        <p>{t('account.logoutAll.text')}</p>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          disabled={logoutAll.isPending}
          onClick={signOutEverywhere}
        >
          {t('account.logoutAll.submit')}
        </button>
      </FormSection>
    </>
  )
}
