import { useCallback, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import type { AdminCarRow } from '@autosalone/domain/admin-car-list/list-answer'
import { adminPaths } from '@/panel/admin-paths'
import { useDeleteCar } from './api/delete-car'
import { useAdminCars } from '@/panel/api/get-admin-cars'
import { useRestoreCar } from '@/panel/api/restore-car'
import { ConfirmDialog } from '@/panel/components/confirm-dialog'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { AdminCarCard } from './admin-car-card'
import { ListToolbar } from './list-toolbar'
import { ListPager } from './list-pager'
import { listQuery, listViewParams, readListView, type ListView } from './list-tools'
import { BulkBar } from './bulk/bulk-bar'
import { SelectAll } from './bulk/select-all'
import { useListSelection } from './bulk/use-selection'
import './admin-cars.css'

/**
 * The cars a page at a time (a card grid on a desk, compact rows on a phone), found by search,
 * filtered by status and ordered by the server as the dealer chooses (kept in the address, so a
 * reload or the way back keeps the view), with deletion after a confirmation, and bulk work on
 * the cars chosen on the page.
 */
export function AdminCarList() {
  const { t } = useAdminTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const view = useMemo(() => readListView(searchParams), [searchParams])
  const { data } = useAdminCars(listQuery(view))
  const deleteCar = useDeleteCar()
  const restoreCar = useRestoreCar()
  const [carToDelete, setCarToDelete] = useState<AdminCarRow | null>(null)
  const cars = data?.docs ?? []
  const counts = data?.counts ?? { all: 0, disponibile: 0, prenotata: 0, venduta: 0 }
  const selection = useListSelection(searchParams.toString(), cars)
  // A new search, filter or order replaces the entry; another page is a step the way back returns from.
  const setView = useCallback(
    (next: ListView) =>
      setSearchParams(listViewParams(next), {
        replace: next.page === view.page,
        preventScrollReset: next.page === view.page,
      }),
    [setSearchParams, view.page],
  )

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

  if (data && data.counts.all === 0 && !view.query.trim()) {
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
      <ListToolbar view={view} counts={counts} onChange={setView} />
      <p className="admin-count" role="status">
        {data?.totalDocs === counts.all
          ? t('list.count', { count: counts.all })
          : t('list.shownCount', { count: data?.totalDocs ?? 0, total: counts.all })}
      </p>
      {data && cars.length === 0 && <p className="admin-empty">{t('list.noMatch')}</p>}
      <SelectAll selection={selection} pageSize={cars.length} morePages={(data?.totalPages ?? 1) > 1} />
      <div className="admin-cars">
        {cars.map((car) => (
          <AdminCarCard
            key={car.id}
            car={car}
            onDelete={setCarToDelete}
            selected={selection.has(car.id)}
            onSelect={selection.toggle}
          />
        ))}
      </div>
      <BulkBar selection={selection} />
      <ListPager
        page={view.page}
        pages={data?.totalPages ?? 1}
        onPage={(page) => {
          setView({ ...view, page })
          window.scrollTo({ top: 0 })
        }}
      />
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
