import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/** A list that did not load: said so, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useAdminTranslation()
  return (
    <p role="alert">
      {t('common.loadError')}{' '}
      <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={() => void onRetry()}>
        {t('common.retry')}
      </button>
    </p>
  )
}
