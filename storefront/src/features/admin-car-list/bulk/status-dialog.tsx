import { CAR_STATUSES, type CarStatus } from '@autosalone/domain/enums'
import { buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

interface StatusDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  count: number
  onChoose: (status: CarStatus) => void
}

/** 'Cambia stato': Disponibile, Prenotata or Venduta for every chosen car. */
export function StatusDialog({ open, onOpenChange, count, onChoose }: StatusDialogProps) {
  const { t } = useAdminTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bulk.statusTitle', { count })}
      closeLabel={t('common.close')}
    >
      <div className="admin-bulk-form__statuses">
        {CAR_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            onClick={() => {
              onOpenChange(false)
              onChoose(status)
            }}
          >
            {t(`list.statuses.${status}`)}
          </button>
        ))}
      </div>
    </Dialog>
  )
}
