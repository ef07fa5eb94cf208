import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/**
 * While a request's status or notes are changed and not saved, leaving asks first: another page
 * of the panel through a dialog ('Resta' or 'Esci senza salvare'), closing the tab through the
 * browser's own question.
 */
export function LeaveUnsaved({ dirty }: { dirty: boolean }) {
  const { t } = useAdminTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  const stay = () => blocker.reset?.()
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && stay()}
      title={t('leads.unsaved.question')}
      description={t('leads.unsaved.note')}
      closeLabel={t('common.close')}
    >
      <div className="admin-confirm__actions">
        <button type="button" className={buttonVariants({ variant: 'primary' })} onClick={stay}>
          {t('leads.unsaved.stay')}
        </button>
        <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => blocker.proceed?.()}>
          {t('leads.unsaved.leave')}
        </button>
      </div>
    </Dialog>
  )
}
