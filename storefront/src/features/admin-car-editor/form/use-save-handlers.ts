import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
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
import {
  mergedValues,
  myConflictingChanges,
  fieldsChangedHere,
  otherSaveChanges,
  type ChangedField,
} from './changed-fields'
import { carToFormValues, emptyCarFormValues, type CarFormValues } from './car-form-values'
import { adminCarKeys } from '@/lib/query-keys'

/** The specification's pause between a successful save and the car list. */
const backToListAfterSaveMs = 1000

const formFields = new Set<string>(Object.keys(emptyCarFormValues()))

interface SaveHandlersOptions {
  carId: number | null
  /** the `updatedAt` of the car as the form loaded it */
  loadedVersion: string | undefined
  form: UseFormReturn<CarFormValues, unknown, CarPayload>
  /** drops the local draft once the car is saved */
  markSaved: (saved: CarFormValues) => void
}

/** Another save reached the car first: the car as it is now, and where this form differs from it. */
export interface EditConflict {
  current: CarRecord
  /** what this form changed and the car now holds otherwise */
  changes: ChangedField[]
  /** what the other save changed in fields this form left alone */
  theirs: ChangedField[]
}

function conflictOf(error: unknown): CarRecord | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  try {
    const { current } = JSON.parse(error.body) as { current?: CarRecord }
    return current ?? null
  } catch {
    return null
  }
}

/**
 * What happens on 'Salva Modifiche': the API call with the version the form was edited from, its
 * toasts, the server's field errors, a conflict with a newer save, the way back.
 */
export function useSaveHandlers({ carId, loadedVersion, form, markSaved }: SaveHandlersOptions) {
  const { t } = useAdminTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const save = useSaveCar()
  const [version, setVersion] = useState(loadedVersion)
  const [conflict, setConflict] = useState<EditConflict | null>(null)

  const onSaved = (car: CarRecord) => {
    setVersion(car.updatedAt)
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
    const current = conflictOf(error)
    if (current) {
      queryClient.setQueryData(adminCarKeys.detail(current.id), current)
      const loaded = form.formState.defaultValues as CarFormValues
      const [mine, now] = [form.getValues(), carToFormValues(current)]
      setConflict({
        current,
        changes: myConflictingChanges(loaded, mine, now),
        theirs: otherSaveChanges(loaded, mine, now),
      })
      return
    }
    const { message, fieldErrors } = readErrorBody(error)
    for (const { field, message: fieldMessage } of fieldErrors) {
      if (formFields.has(field)) form.setError(field as keyof CarFormValues, { type: 'server', message: fieldMessage })
    }
    const fallback = carId === null ? t('form.createFailed') : t('form.updateFailed')
    toast({ title: t('common.errorTitle'), description: message ?? fallback, variant: 'destructive' })
  }

  const saveFrom = (from: string | undefined) => (payload: CarPayload) => {
    setConflict(null)
    save.mutate({ id: carId, payload, version: from }, { onSuccess: onSaved, onError: onFailed })
  }

  const onInvalid = () => {
    if (hasMissingRequiredField(form.getValues())) {
      toast({ title: t('form.missingTitle'), description: t('form.missingDescription'), variant: 'destructive' })
    } else {
      toast({ title: t('common.errorTitle'), description: t('form.invalidDescription'), variant: 'destructive' })
    }
  }

  /** Takes the car as it is now into the form, dropping this form's changes. */
  const reload = () => {
    if (!conflict) return
    const values = carToFormValues(conflict.current)
    form.reset(values)
    markSaved(values)
    setVersion(conflict.current.updatedAt)
    setConflict(null)
    toast({ title: t('form.conflict.reloadedTitle') })
  }

  /** Saves this form's values over the newer save, on purpose. */
  const overwrite = () => {
    if (!conflict) return
    setVersion(conflict.current.updatedAt)
    void form.handleSubmit(saveFrom(conflict.current.updatedAt), onInvalid)()
  }

  /**
   * 'Unisci': the car as the other save left it, with this form's changes on top; saved at once
   * from the newer version, so the other device's changes to other fields stay.
   */
  const merge = () => {
    if (!conflict) return
    const loaded = form.formState.defaultValues as CarFormValues
    const mine = form.getValues()
    const current = carToFormValues(conflict.current)
    const merged = mergedValues(loaded, mine, current)
    form.reset(current)
    for (const field of fieldsChangedHere(loaded, mine)) {
      form.setValue(field, merged[field], { shouldDirty: true })
    }
    setVersion(conflict.current.updatedAt)
    void form.handleSubmit(saveFrom(conflict.current.updatedAt), onInvalid)()
  }

  return {
    submit: form.handleSubmit(saveFrom(version), onInvalid),
    saving: save.isPending,
    conflict,
    reload,
    overwrite,
    merge,
  }
}
