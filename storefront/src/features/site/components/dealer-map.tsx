import { useTranslation } from 'react-i18next'
import { formatAddress } from '@/features/site/lib/address'
import { openStreetMapEmbedUrl } from '@/features/site/lib/map-links'
import type { PostalAddress } from '@/lib/site-settings/types'

/** The dealer on an OpenStreetMap map: an embed that sets no cookies, loaded when scrolled near. */
export function DealerMap({ address }: { address: PostalAddress }) {
  const { t } = useTranslation('contact')
  const src = openStreetMapEmbedUrl(address)
  if (!src) return null

  return (
    <figure className="dealer-map">
      <iframe
        className="dealer-map__frame"
        src={src}
        title={t('mapTitle', { address: formatAddress(address) })}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <figcaption className="dealer-map__caption">{t('mapCaption')}</figcaption>
    </figure>
  )
}
