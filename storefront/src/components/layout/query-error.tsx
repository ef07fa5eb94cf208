import { useTranslation } from 'react-i18next'
import { buttonVariants } from '../ui/button'

/** What a section shows when its data could not be loaded: the message and a retry. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()

  return (
    <div role="alert" className="query-error">
      <p>{t('status.error')}</p>
      <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
        {t('status.retry')}
      </button>
    </div>
  )
}
