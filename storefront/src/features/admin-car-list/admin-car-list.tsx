import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import type { CarRecord } from '@autosalone/domain/car-record'
import { adminPaths } from '@/panel/admin-paths'
import { useDeleteCar } from './api/delete-car'
import { useAdminCars } from '@/panel/api/get-admin-cars'
import { useRestoreCar } from '@/panel/api/restore-car'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { AdminCarCard } from './admin-car-card'
import { ListToolbar } from './list-toolbar'
import { listViewParams, statusCounts, readListView, viewCars, type ListView } from './list-tools'
import './admin-cars.css'

/**
 * Every car as a card grid, found by search, filtered by status and ordered as the dealer
 * chooses (kept in the address, so a reload or the way back keeps the view), with deletion after
 * a confirmation.
 */
export function AdminCarList() {
  const { t } = useAdminTranslation()
  const { data } = useAdminCars()
  const deleteCar = useDeleteCar()
  const restoreCar = useRestoreCar()
  const [carToDelete, setCarToDelete] = useState<CarRecord | null>(null)
  const cars = data?.docs ?? []
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readListView(searchParams)
  const shown = viewCars(cars, view)
  const setView = (next: ListView) => setSearchParams(listViewParams(next), { replace: true, preventScrollReset: true })

  const confirmDelete = () => {
    if (!carToDelete) return
    const { id, name } = carToDelete
    const undo = () =>
      restoreCar.mutate(id, {
        onSuccess: () => toast({ title: t('trash.restoredTitle'), description: name }),
        onError: () =>
          toast({ title: t('common.errorTitle'), description: t('trash.restoreFailed'), variant: 'destructive' }),
      })
    deleteCar.mutate(id, {
      onSuccess: () =>
        toast({
          title: t('list.deletedTitle'),
          description: t('list.deletedDescription'),
          action: { label: t('list.undo'), onClick: undo },
        }),
      onError: (error) => {
        console.error(error)
        toast({ title: t('common.errorTitle'), description: t('list.deleteFailed'), variant: 'destructive' })
      },
    })
  }

  if (cars.length === 0) {
    return (
      <div className="admin-empty">
        <p>{t('list.empty')}</p>
        <Link className={buttonVariants({ variant: 'primary' })} to={adminPaths.newCar}>
          {t('list.addFirst')}
        </Link>
      </div>
    )
  }

  return (
    <>
      <ListToolbar view={view} counts={statusCounts(cars, view.query)} onChange={setView} />
      <p className="admin-count" role="status">
        {shown.length === cars.length
          ? t('list.count', { count: cars.length })
          : t('list.shownCount', { count: shown.length, total: cars.length })}
      </p>
      {shown.length === 0 && <p className="admin-empty">{t('list.noMatch')}</p>}
      <div className="admin-cars">
        {shown.map((car) => (
          <AdminCarCard key={car.id} car={car} onDelete={setCarToDelete} />
        ))}
      </div>
      <ConfirmDialog
        open={carToDelete !== null}
        onOpenChange={(open) => {
          if (!open) setCarToDelete(null)
        }}
        question={t('list.confirmDelete')}
        note={carToDelete?.name}
        onConfirm={confirmDelete}
      />
    </>
  )
}
