import type { ReactNode } from 'react'
import { ApiError } from '@/lib/api-client'
import { useAdminCar } from '../api/get-admin-car'
import { StatusScreen } from '@/panel/components/status-screen'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { CarForm } from './car-form'
import { CarFormBar } from './car-form-bar'

interface CarFormScreenProps {
  /** shown under the form: what other features say of the car (its channels) */
  after?: ReactNode
  /** null in create mode */
  carId: number | null
  /** the address held something that cannot be a car id */
  invalidId: boolean
  restoreDraft: boolean
  /** a new car filled in from this one */
  copyOfId?: number | null
}

/** Loads the car to edit ('Caricamento...', 'Auto non trovata'), then shows the form. */
export function CarFormScreen({ carId, invalidId, restoreDraft, copyOfId = null, after }: CarFormScreenProps) {
  const { t } = useAdminTranslation()
  const { data: car, error, isPending } = useAdminCar(invalidId ? null : carId)
  // 'Duplica' names the car to copy; the list rows do not carry every field.
  const source = useAdminCar(carId === null ? copyOfId : null)

  const notFound = invalidId || (error instanceof ApiError && error.status === 404)
  if (notFound || (carId !== null && error)) {
    return (
      <>
        <CarFormBar title={t('meta.editCar')} />
        <StatusScreen text={notFound ? t('form.notFound') : t('common.loadError')} busy={false} />
      </>
    )
  }
  if ((carId !== null && isPending) || (copyOfId !== null && source.isPending && !source.error)) {
    return (
      <>
        <CarFormBar title={t('meta.editCar')} />
        <StatusScreen text={t('common.loading')} />
      </>
    )
  }
  return <CarForm carId={carId} car={car} restoreDraft={restoreDraft} copyOf={source.data} after={after} />
}
