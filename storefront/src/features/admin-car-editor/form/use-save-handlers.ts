import type { UseFormReturn } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from '@/lib/api-client'
import type { CarRecord } from '@autosalone/domain/car-record'
import { adminPaths } from '@/panel/admin-paths'
import { readErrorBody } from '@/panel/api/error-body'
import { useSaveCar } from '../api/save-car'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import { hasMissingRequiredField } from './car-form-schema'
import { carToFormValues, emptyCarFormValues, type CarFormValues } from './car-form-values'

/** The specification's pause between a successful save and the car list. */
const backToListAfterSaveMs = 1000

const formFields = new Set<string>(Object.keys(emptyCarFormValues()))

interface SaveHandlersOptions {
  carId: number | null
  form: UseFormReturn<CarFormValues, unknown, CarPayload>
  /** drops the local draft once the car is saved */
  markSaved: (saved: CarFormValues) => void
}

/** What happens on 'Salva Modifiche': the API call, its toasts, the server's field errors, the way back. */
export function useSaveHandlers({ carId, form, markSaved }: SaveHandlersOptions) {
  const { t } = useAdminTranslation()
  const navigate = useNavigate()
  const save = useSaveCar()

  const onSaved = (car: CarRecord) => {
    const savedValues = carToFormValues(car)
    markSaved(savedValues)
    form.reset(savedValues)
    if (carId === null) {
      toast({ title: t('form.createdTitle'), description: t('form.createdDescription') })
      // Not awaited: a navigation's failure reaches the route's error screen, not this handler.
      void navigate(adminPaths.editCar(car.id), { replace: true })
    } else {
      toast({ title: t('form.updatedTitle'), description: t('form.updatedDescription') })
    }
    setTimeout(() => void navigate(adminPaths.list), backToListAfterSaveMs)
  }

  const onFailed = (error: unknown) => {
    console.error(error)
    // An expired session has its own message, and the draft keeps what was typed.
    if (error instanceof ApiError && error.status === 401) return
    const { message, fieldErrors } = readErrorBody(error)
    for (const { field, message: fieldMessage } of fieldErrors) {
      if (formFields.has(field)) form.setError(field as keyof CarFormValues, { type: 'server', message: fieldMessage })
    }
    const fallback = carId === null ? t('form.createFailed') : t('form.updateFailed')
    toast({ title: t('common.errorTitle'), description: message ?? fallback, variant: 'destructive' })
  }

  const onValid = (payload: CarPayload) =>
    save.mutate({ id: carId, payload }, { onSuccess: onSaved, onError: onFailed })

  const onInvalid = () => {
    if (hasMissingRequiredField(form.getValues())) {
      toast({ title: t('form.missingTitle'), description: t('form.missingDescription'), variant: 'destructive' })
    } else {
      toast({ title: t('common.errorTitle'), description: t('form.invalidDescription'), variant: 'destructive' })
    }
  }

  return { submit: form.handleSubmit(onValid, onInvalid), saving: save.isPending }
}
