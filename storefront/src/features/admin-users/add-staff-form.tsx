import { useState, type FormEvent } from 'react'
import type { NewStaffUserInput, StaffUserWithPassword } from '@autosalone/domain/staff/staff-users'
import { buttonVariants } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { RequiredMark } from '@/panel/components/required-mark'
import { FormSection } from '@/panel/components/form-section'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { formText } from './form-text'
import { OneTimePassword } from './one-time-password'
import { useAddStaff } from './api/add-staff'

/** 'Aggiungi utente': name, username, role and an optional e-mail; the first password is shown once. */
export function AddStaffForm() {
  const { t } = useAdminTranslation()
  const add = useAddStaff()
  const [created, setCreated] = useState<StaffUserWithPassword | null>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const email = formText(data, 'email').trim()
    const input: NewStaffUserInput = {
      name: formText(data, 'name'),
      username: formText(data, 'username'),
      role: data.get('role') === 'titolare' ? 'titolare' : 'venditore',
      ...(email ? { email } : {}),
    }
    add.mutate(input, {
      onSuccess: (user) => {
        setCreated(user)
        form.reset()
      },
    })
  }

  return (
    <FormSection title={t('users.add.title')}>
      {created && (
        <OneTimePassword
          text={t('users.add.created', { username: created.username })}
          password={created.password}
          onDone={() => setCreated(null)}
        />
      )}
      <form className="staff-form" onSubmit={submit}>
        <Field label={t('users.fields.name')} requiredMark={<RequiredMark />}>
          {(control) => <input {...control} name="name" className="field__control" required maxLength={80} />}
        </Field>
        <Field label={t('users.fields.username')} requiredMark={<RequiredMark />}>
          {(control) => (
            <input
              {...control}
              name="username"
              className="field__control"
              required
              pattern="[a-z0-9._\-]{3,40}"
              autoCapitalize="none"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={t('users.fields.role')}>
          {(control) => (
            <select {...control} name="role" className="field__control" defaultValue="venditore">
              <option value="venditore">{t('users.roles.venditore')}</option>
              <option value="titolare">{t('users.roles.titolare')}</option>
            </select>
          )}
        </Field>
        <Field label={t('users.fields.email')}>
          {(control) => <input {...control} name="email" type="email" className="field__control" maxLength={200} />}
        </Field>
        {add.error && <p role="alert">{t('users.add.error')}</p>}
        <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={add.isPending}>
          {t('users.add.submit')}
        </button>
      </form>
    </FormSection>
  )
}
