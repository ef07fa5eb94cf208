import { buttonVariants } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useAdminTranslation } from '../i18n/use-admin-translation'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  question: string
  note?: string
  onConfirm: () => void
  /** the confirming button's text ('Elimina' unless told) */
  confirmLabel?: string
}

/** Asks before a deletion, with 'Annulla' and 'Elimina'. */
export function ConfirmDialog({ open, onOpenChange, question, note, onConfirm, confirmLabel }: ConfirmDialogProps) {
  const { t } = useAdminTranslation()

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={question} description={note} closeLabel={t('common.close')}>
      <div className="admin-confirm__actions">
        <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={buttonVariants({ variant: 'primary' })}
          onClick={() => {
            onOpenChange(false)
            onConfirm()
          }}
        >
          {confirmLabel ?? t('common.delete')}
        </button>
      </div>
    </Dialog>
  )
}
