import { useRef, type ChangeEvent } from 'react'
import { buttonVariants } from '@/components/ui/button'
import { useAdminTranslation } from '../i18n/use-admin-translation'
import type { PhotoUploads, UploadItem } from './use-photo-uploads'
import { UploadProgressBar } from './upload-progress-bar'
import './uploader.css'

const accept = 'image/*,.heic,.heif'

interface PhotoUploaderProps {
  uploads: PhotoUploads
  title: string
  intro?: string
  disabled?: boolean
}

function statusText(item: UploadItem, t: ReturnType<typeof useAdminTranslation>['t']): string {
  if (item.status === 'uploading') {
    return t('uploader.status.uploading', { percent: item.total ? Math.floor((item.sent / item.total) * 100) : 0 })
  }
  return t(`uploader.status.${item.status}`)
}

/**
 * Picks photos from the gallery or, on a phone, straight from the camera, then shows each
 * file's state and the batch's progress.
 */
export function PhotoUploader({ uploads, title, intro, disabled = false }: PhotoUploaderProps) {
  const { t } = useAdminTranslation()
  const galleryInput = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const { items, active, percent, finishedCount, batchSize } = uploads
  const failedCount = items.filter((item) => item.status === 'error').length
  // A batch with failures never reads as complete: the bar says how many went wrong.
  const finishedMessage =
    failedCount === 0
      ? t('uploader.progressDone')
      : failedCount === items.length
        ? t('uploader.progressFailed')
        : t('uploader.progressPartial', { failed: failedCount, total: items.length })

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    // Cleared so that picking the same file again still reports a change.
    event.target.value = ''
    if (files.length > 0) uploads.add(files)
  }

  return (
    <div className="uploader">
      <h3 className="uploader__title">{title}</h3>
      {intro && <p className="uploader__intro">{intro}</p>}
      <div className="uploader__pickers">
        <button
          type="button"
          className={buttonVariants({ variant: 'primary' })}
          disabled={disabled}
          onClick={() => galleryInput.current?.click()}
        >
          {t('uploader.pick')}
        </button>
        <button
          type="button"
          className={`${buttonVariants({ variant: 'outline' })} uploader__camera`}
          disabled={disabled}
          onClick={() => cameraInput.current?.click()}
        >
          {t('uploader.camera')}
        </button>
        <input
          ref={galleryInput}
          type="file"
          accept={accept}
          multiple
          hidden
          onChange={pick}
          aria-label={t('uploader.pick')}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          onChange={pick}
          aria-label={t('uploader.camera')}
        />
      </div>
      <p className="admin-hint">{t('uploader.hint')}</p>

      {batchSize > 0 && (
        <UploadProgressBar
          message={active ? t('uploader.progress', { count: batchSize }) : finishedMessage}
          failed={!active && failedCount > 0}
          percent={percent}
        />
      )}
      {items.length > 0 && (
        <ul className="uploader__files">
          {items.map((item) => (
            <li key={item.key} className="uploader__file" data-status={item.status}>
              <span className="uploader__file-name">{item.name}</span>
              <span className="uploader__file-status">{statusText(item, t)}</span>
            </li>
          ))}
        </ul>
      )}
      {finishedCount > 0 && active && (
        <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={uploads.handOver}>
          {t('uploader.use', { count: finishedCount })}
        </button>
      )}
    </div>
  )
}
