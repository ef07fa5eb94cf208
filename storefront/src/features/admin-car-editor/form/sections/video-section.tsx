import { useFormContext, useWatch } from 'react-hook-form'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { toYouTubeId } from '@autosalone/domain/youtube'
import type { CarFormValues } from '../car-form-values'
import { Field } from '@/components/ui/field'
import { FormSection } from '@/panel/components/form-section'

/** The video link, with the 11-character id read from it shown as soon as it is recognised. */
export function VideoSection() {
  const { t } = useAdminTranslation()
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CarFormValues>()
  const url = useWatch({ control, name: 'youtubeVideoId' })
  const videoId = toYouTubeId(url)

  return (
    <FormSection title={t('form.sections.video')}>
      <Field label={t('form.fields.youtube')} error={errors.youtubeVideoId?.message}>
        {(fieldControl) => (
          <input
            {...fieldControl}
            className="field__control"
            type="url"
            inputMode="url"
            placeholder={t('form.placeholders.youtube')}
            autoComplete="off"
            {...register('youtubeVideoId')}
          />
        )}
      </Field>
      {videoId && (
        <p className="admin-hint" aria-live="polite">
          {t('form.youtubeId', { id: videoId })}
        </p>
      )}
    </FormSection>
  )
}
