import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { toast } from '@/components/ui/use-toast'
import type { CarRecord } from '@autosalone/domain/car-record'
import { browserDraftStore } from '../drafts/draft-store'
import { DraftOffer } from '../drafts/draft-offer'
import { formatDateTime } from '@/panel/format-date-time'
import { useDraftAutosave } from '../drafts/use-draft-autosave'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { CarPhotos } from '../photos/car-photos'
import { usePhotoUploads } from '@/panel/photos/use-photo-uploads'
import type { CarPayload } from '@autosalone/domain/car-input-schema'
import type { MediaItem } from '@/panel/types'
import { carFormSchema } from './car-form-schema'
import { carToFormValues, emptyCarFormValues, type CarFormValues } from './car-form-values'
import { CarFormBar } from './car-form-bar'
import { ConflictNotice } from './conflict-notice'
import { MAX_PHOTOS_PER_CAR } from '@autosalone/domain/limits'
import { AvailabilitySection } from './sections/availability-section'
import { BasicSection } from './sections/basic-section'
import { DescriptionSection } from './sections/description-section'
import { EmissionsSection } from './sections/emissions-section'
import { FormSection } from '@/panel/components/form-section'
import { PapersSection } from './sections/papers-section'
import { TechnicalSection } from './sections/technical-section'
import { TextRowsSection } from './sections/text-rows-section'
import { VideoSection } from './sections/video-section'
import { useSaveHandlers } from './use-save-handlers'
import './car-form.css'

/** The specification's limit of photos taken from one selection. */
const uploadsPerSelection = 25
const formId = 'car-form'

interface CarFormProps {
  carId: number | null
  /** the saved car, in edit mode */
  car?: CarRecord
  /** bring the local draft back at once (the dealer chose 'Riprendi') */
  restoreDraft: boolean
  /** in create mode, a car whose data the new one starts from ('Duplica') */
  copyOf?: CarRecord
  /** shown under the form: what other features say of the car (its channels) */
  after?: ReactNode
}

/** The car form page: its bar with the save button, the eight sections, drafts and photo uploads. */
export function CarForm({ carId, car, restoreDraft, copyOf, after }: CarFormProps) {
  const { t, language } = useAdminTranslation()
  const schema = useMemo(() => carFormSchema(t), [t])
  const [saved] = useState(() => {
    if (car) return carToFormValues(car)
    // A copy is another vehicle: same data and photos, but its own plate and VIN, and on sale.
    // Its name stays the model's (the title says it is a copy), so its address never says 'copia'.
    if (copyOf)
      return {
        ...carToFormValues(copyOf),
        status: 'disponibile' as const,
        plate: '',
        vin: '',
        stockNumber: '',
      }
    return emptyCarFormValues()
  })
  const [draft, setDraft] = useState(() => browserDraftStore.load(carId))
  const form = useForm<CarFormValues, unknown, CarPayload>({
    resolver: zodResolver(schema),
    defaultValues: saved,
    // A chosen draft starts as the form's content while the saved car stays the reference for "changed".
    values: restoreDraft && draft ? draft.values : undefined,
    resetOptions: { keepDefaultValues: true },
  })
  const markSaved = useDraftAutosave({
    carId,
    form,
    savedValues: saved,
    fallbackLabel: car?.name ?? t('drafts.newCar'),
  })
  const { submit, saving, conflict, reload, overwrite, merge } = useSaveHandlers({
    carId,
    loadedVersion: car?.updatedAt,
    form,
    markSaved,
  })
  // A draft older than the car's last save would bring back values someone has since changed.
  const draftOlderThanCar = Boolean(draft && car && Date.parse(car.updatedAt) > Date.parse(draft.savedAt))

  const photoIds = useWatch({ control: form.control, name: 'selectedMediaIds' })
  const uploads = usePhotoUploads({
    maxFiles: Math.min(uploadsPerSelection, MAX_PHOTOS_PER_CAR - photoIds.length),
    onUploaded: (media: MediaItem[]) => {
      const next = [...form.getValues('selectedMediaIds'), ...media.map((item) => item.id)]
      form.setValue('selectedMediaIds', next.slice(0, MAX_PHOTOS_PER_CAR), { shouldDirty: true })
    },
  })
  const savedThumbnails = useMemo(
    () => new Map((car?.selectedMediaIds ?? []).map((id, index) => [id, car?.thumbnails[index] ?? ''])),
    [car],
  )

  // The bar's button saves; Enter in a one-line field would save a half-typed car by accident.
  const keepEnterFromSaving = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target
    if (event.key !== 'Enter' || event.defaultPrevented || !(target instanceof HTMLInputElement)) return
    event.preventDefault()
    toast({ title: t('common.infoTitle'), description: t('form.enterInfo') })
  }

  const title = car
    ? t('form.titleEdit', { brand: car.brand, model: car.model })
    : copyOf
      ? t('form.titleCopy', { name: copyOf.name })
      : t('form.titleNew')

  return (
    <FormProvider {...form}>
      <CarFormBar formId={formId} title={title} saving={saving} uploads={uploads} />
      <main className="admin-main admin-main--save-below">
        {conflict && (
          <ConflictNotice
            changes={conflict.changes}
            theirs={conflict.theirs}
            savedAt={formatDateTime(conflict.current.updatedAt, language)}
            thumbnails={
              new Map([
                ...savedThumbnails,
                ...conflict.current.selectedMediaIds.map(
                  (id, index) => [id, conflict.current.thumbnails[index] ?? ''] as const,
                ),
              ])
            }
            onReload={reload}
            onOverwrite={overwrite}
            onMerge={merge}
          />
        )}
        {draft && restoreDraft && draftOlderThanCar && car && (
          <p className="admin-drafts" role="alert">
            {t('drafts.olderThanCar', { time: formatDateTime(car.updatedAt, language) })}
          </p>
        )}
        {draft && !restoreDraft && (
          <DraftOffer
            draft={draft}
            carSavedAt={draftOlderThanCar ? car?.updatedAt : undefined}
            onRestore={() => {
              form.reset(draft.values, { keepDefaultValues: true })
              setDraft(null)
              toast({ title: t('drafts.restoredTitle') })
            }}
            onDiscard={() => {
              browserDraftStore.remove(carId)
              setDraft(null)
            }}
          />
        )}
        <form
          id={formId}
          className="car-form"
          noValidate
          // The save handlers report the outcome themselves (toasts); the event only starts them.
          onSubmit={(event) => void submit(event)}
          onKeyDown={keepEnterFromSaving}
        >
          <BasicSection />
          <TechnicalSection />
          <EmissionsSection />
          <PapersSection />
          <DescriptionSection />
          <TextRowsSection name="features" />
          <TextRowsSection name="featuresEn" />
          <TextRowsSection name="colors" />
          <FormSection title={t('form.sections.photos')}>
            <CarPhotos uploads={uploads} savedThumbnails={savedThumbnails} />
          </FormSection>
          <VideoSection />
          <AvailabilitySection />
        </form>
        {after}
      </main>
    </FormProvider>
  )
}
