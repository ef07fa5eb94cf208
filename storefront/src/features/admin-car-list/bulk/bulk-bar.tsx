import { useState } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { PriceDialog } from './price-dialog'
import { StatusDialog } from './status-dialog'
import { useBulkRun } from './use-bulk-run'
import type { ListSelection } from './use-selection'
import './bulk.css'

type Open = 'status' | 'price' | 'trash' | null

/**
 * The bar that appears once cars are chosen: how many, and 'Cambia stato', 'Cambia prezzo',
 * 'Sposta nel cestino' for all of them at once; each ends in a toast that undoes it whole.
 */
export function BulkBar({ selection }: { selection: ListSelection }) {
  const { t } = useAdminTranslation()
  const [open, setOpen] = useState<Open>(null)
  const { run, pending } = useBulkRun(selection.clear)
  const { cars } = selection
  const ids = cars.map((car) => car.id)
  const onOpenChange = (which: Open) => (isOpen: boolean) => setOpen(isOpen ? which : null)
  if (cars.length === 0) return null
  const button = buttonVariants({ variant: 'outline', size: 'sm' })

  return (
    <>
      <div className="admin-bulk-bar" role="region" aria-label={t('bulk.bar')}>
        <p className="admin-bulk-bar__count" role="status">
          {t('bulk.selected', { count: cars.length })}
        </p>
        <div className="admin-bulk-bar__actions">
          <button type="button" className={button} disabled={pending} onClick={() => setOpen('status')}>
            {t('bulk.changeStatus')}
          </button>
          <button type="button" className={button} disabled={pending} onClick={() => setOpen('price')}>
            {t('bulk.changePrice')}
          </button>
          <button
            type="button"
            className={`${button} admin-danger`}
            disabled={pending}
            onClick={() => setOpen('trash')}
          >
            {t('bulk.trash')}
          </button>
          <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={selection.clear}>
            {t('bulk.clear')}
          </button>
        </div>
      </div>
      <StatusDialog
        open={open === 'status'}
        onOpenChange={onOpenChange('status')}
        count={cars.length}
        onChoose={(status) => run({ ids, action: 'status', status })}
      />
      <PriceDialog
        open={open === 'price'}
        onOpenChange={onOpenChange('price')}
        cars={cars}
        onApply={(priceChange) => run({ ids, action: 'price', priceChange })}
      />
      <ConfirmDialog
        open={open === 'trash'}
        onOpenChange={onOpenChange('trash')}
        question={t('bulk.confirmTrash', { count: cars.length })}
        note={t('bulk.confirmTrashNote')}
        confirmLabel={t('bulk.trash')}
        onConfirm={() => run({ ids, action: 'trash' })}
      />
    </>
  )
}
