import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { slugListParam } from '@autosalone/domain/slug-list'
import { paths } from '@/config/paths'
import { useSiteOrigin } from '@/lib/site-origin'

/**
 * 'Condividi la lista': the list travels in the address (`/preferiti?auto=a,b`), which opens in any
 * browser, the app or not: sent on WhatsApp, or copied.
 */
export function ShareList({ slugs }: { slugs: readonly string[] }) {
  const { t } = useTranslation('favouritesPage')
  const origin = useSiteOrigin()
  const [copied, setCopied] = useState(false)
  const url = `${new URL(paths.favourites, origin).href}?auto=${slugListParam(slugs)}`

  return (
    <section className="favourites-share" aria-labelledby="favourites-share-title">
      <h2 id="favourites-share-title">{t('share.title')}</h2>
      <p className="favourites-share__url">
        <a href={url}>{url}</a>
      </p>
      <div className="favourites-share__actions">
        <a
          className="button button--whatsapp"
          href={`https://wa.me/?text=${encodeURIComponent(`${t('share.text')}\n${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('share.whatsapp')}
        </a>
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => undefined,
            )
          }}
        >
          {copied ? t('share.copied') : t('share.copy')}
        </button>
      </div>
    </section>
  )
}
