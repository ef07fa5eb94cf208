import { Link, Navigate } from 'react-router-dom'
import { useSignedInUser } from '@/panel/api/signed-in-user'
import { BrandMark } from '@/components/layout/brand-mark'
import { LanguageSwitcher } from '@/components/layout/language-switcher'
import { adminPaths } from '@/panel/admin-paths'
import { LoginForm } from '@/features/admin-sign-in/login-form'
import { useDocumentTitle } from '@/panel/components/use-document-title'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useSiteSettings } from '@/lib/site-settings/get-site-settings'
import './login.css'

export default function LoginPage() {
  const { t } = useAdminTranslation()
  const { data: settings } = useSiteSettings()
  const { data: user } = useSignedInUser()
  useDocumentTitle(t('meta.login'))

  // Already signed in: straight on to the panel.
  if (user) return <Navigate to={adminPaths.list} replace />

  return (
    <main className="login-page">
      <div className="login-page__language">
        <LanguageSwitcher />
      </div>
      <div className="login-card">
        <div className="login-card__brand">
          <BrandMark size={44} />
          <p className="login-card__dealer">{settings?.dealershipName}</p>
        </div>
        <h1 className="login-card__title">{t('login.title')}</h1>
        <LoginForm />
        <Link className="login-card__back" to={adminPaths.site}>
          {t('login.backToSite')}
        </Link>
      </div>
    </main>
  )
}
