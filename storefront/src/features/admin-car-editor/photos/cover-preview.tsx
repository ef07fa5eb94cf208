import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'

/**
 * The cover as the site's cards crop it (3:2, filling the frame), so a portrait photo's lost top
 * and bottom show before the car is published.
 */
export function CoverPreview({ src }: { src: string }) {
  const { t } = useAdminTranslation()
  if (!src) return null
  return (
    <figure className="cover-preview">
      <div className="cover-preview__frame">
        <img src={src} alt="" decoding="async" />
      </div>
      <figcaption className="admin-hint">{t('photos.coverPreview')}</figcaption>
    </figure>
  )
}
