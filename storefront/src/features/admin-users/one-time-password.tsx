import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** A generated password, shown this once: the server keeps only its hash. */
export function OneTimePassword({ text, password, onDone }: { text: string; password: string; onDone: () => void }) {
  const { t } = useAdminTranslation()
  return (
    <div className="staff-password" role="status">
      <p>{text}</p>
      <p>
        <code data-testid="one-time-password">{password}</code>
      </p>
      <p className="admin-hint">{t('users.passwordOnce')}</p>
      <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={onDone}>
        {t('users.passwordNoted')}
      </button>
    </div>
  )
}
