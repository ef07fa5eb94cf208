import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { toast } from '@/components/ui/use-toast'
import { adminPaths } from '@/panel/admin-paths'
import { useLogin } from './api/login'
import { EyeIcon } from '@/panel/components/eye-icon'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { loginFailureText } from './login-failure'
import { loginSchema, type LoginValues } from './login-schema'

/** The specification's pause between 'Accesso effettuato' and the panel. */
const redirectAfterLoginMs = 800

export function LoginForm() {
  const { t } = useAdminTranslation()
  const navigate = useNavigate()
  const login = useLogin()
  const [showPassword, setShowPassword] = useState(false)
  const [redirecting, setRedirecting] = useState(false)
  const schema = useMemo(() => loginSchema(t), [t])
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(schema), defaultValues: { username: '', password: '' } })

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: () => {
        setRedirecting(true)
        toast({ title: t('login.successTitle'), description: t('login.successDescription') })
        setTimeout(() => void navigate(adminPaths.list), redirectAfterLoginMs)
      },
      onError: (error) => {
        console.error(error)
        toast({ title: t('login.deniedTitle'), description: loginFailureText(error, t), variant: 'destructive' })
      },
    }),
  )

  const busy = login.isPending || redirecting
  const usernameError = errors.username?.message
  const passwordError = errors.password?.message

  return (
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label={t('login.username')} error={usernameError}>
        {(control) => (
          <input
            {...control}
            className="field__control"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...register('username')}
          />
        )}
      </Field>
      <Field label={t('login.password')} error={passwordError}>
        {(control) => (
          <div className="login-form__password">
            <input
              {...control}
              className="field__control"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              {...register('password')}
            />
            <button
              type="button"
              className="login-form__reveal"
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          </div>
        )}
      </Field>
      <button type="submit" className={buttonVariants({ variant: 'primary', block: true })} disabled={busy}>
        {busy ? t('login.busy') : t('login.submit')}
      </button>
    </form>
  )
}
