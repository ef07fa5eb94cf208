import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { compareList, comparePath, onCompareFull, useCompareList } from './compare-store'
import './compare.css'

/**
 * The bar that gathers the cars picked with 'Confronta' and links to the compare page. It exists
 * only in the browser (the list is the browser's) and floats over the page, so it moves nothing.
 */
export function CompareTray() {
  const { t } = useTranslation('favourites')
  const slugs = useCompareList()
  // The message stands for the list that refused a car: any change to the list answers it.
  const [refusedWith, setRefusedWith] = useState<string | null>(null)
  useEffect(() => onCompareFull(() => setRefusedWith(compareList.read().join())), [])
  const full = refusedWith === slugs.join()

  if (slugs.length === 0) return null
  return (
    <section className="compare-tray" aria-label={t('compare.tray')}>
      <p className="compare-tray__count">{t('compare.trayCount', { count: slugs.length, max: compareList.max })}</p>
      <Link className="button button--primary compare-tray__open" to={comparePath(slugs)}>
        {t('compare.open')}
      </Link>
      <button type="button" className="compare-tray__clear" onClick={() => compareList.clear()}>
        {t('compare.clear')}
      </button>
      <p className="compare-tray__full" role="status">
        {full ? t('compare.full', { max: compareList.max }) : ''}
      </p>
    </section>
  )
}
