import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TRADE_IN_PHOTOS } from '@autosalone/domain/leads/lead-rules'
import { useFormat } from '@/lib/use-format'
import type { FieldProblem } from './lead-errors'
import { Field } from '@/components/ui/field'
import { useLeadField } from './use-lead-field'

export const PHOTOS_FIELD = 'photos'
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'
const MB = 1024 * 1024

/** The photos a visitor picked, as the form will send them: too many, too big or not photos is a problem. */
export function tradeInPhotoProblem(files: File[]): string | null {
  if (files.length > TRADE_IN_PHOTOS.max) return 'tooManyPhotos'
  if (files.some((file) => file.size > TRADE_IN_PHOTOS.fileBytes)) return 'photoTooBig'
  if (files.some((file) => file.type !== '' && !file.type.startsWith('image/'))) return 'notImage'
  return null
}

/**
 * Up to five photos of the car offered in trade. A plain file input that the form posts as it is;
 * with the script, the chosen photos are listed by name and size, each with a button to leave it out.
 */
export function TradeInPhotos({ problem }: { problem?: FieldProblem }) {
  const { t } = useTranslation('leads')
  const field = useLeadField()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const format = useFormat()
  const size = (bytes: number) =>
    bytes < MB ? `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB` : `${format.number(bytes / MB, 1)} MB`

  const remove = (index: number) => {
    if (!input.current) return
    const kept = new DataTransfer()
    files.filter((_, position) => position !== index).forEach((file) => kept.items.add(file))
    input.current.files = kept.files
    setFiles([...kept.files])
  }

  return (
    <Field
      label={t('fields.photos')}
      hint={t('fields.photosHint', { max: TRADE_IN_PHOTOS.max, mb: TRADE_IN_PHOTOS.fileBytes / MB })}
      {...field(problem)}
    >
      {(control) => (
        <>
          <input
            {...control}
            name={PHOTOS_FIELD}
            ref={input}
            className="field__control"
            type="file"
            multiple
            accept={ACCEPTED}
            onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
          />
          {files.length > 0 && (
            <ul className="lead-photos" aria-label={t('fields.photosChosen', { count: files.length })}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="lead-photos__item">
                  <span className="lead-photos__name">{file.name}</span>
                  <span className="lead-photos__size">{size(file.size)}</span>
                  <button
                    type="button"
                    className="lead-photos__remove"
                    onClick={() => remove(index)}
                    aria-label={t('fields.photoRemove', { name: file.name })}
                  >
                    {t('fields.photoRemoveShort')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  )
}
