import { useTranslation } from 'react-i18next'
import { useIsHydrated } from '@/lib/use-is-hydrated'
import { announceCompareFull, compareList, useCompareList } from './compare-store'
import './compare.css'

interface CompareToggleProps {
  slug: string
  name: string
  variant: 'card' | 'page'
}

/**
 * 'Confronta': puts the car in the compare tray or takes it out. Like the heart it needs the app
 * and stays an invisible placeholder until then; without the app the car page's plain link to the
 * compare page does the work.
 */
export function CompareToggle({ slug, name, variant }: CompareToggleProps) {
  const { t } = useTranslation('favourites')
  const ready = useIsHydrated()
  const picked = useCompareList().includes(slug)

  return (
    <button
      type="button"
      className={`compare-toggle compare-toggle--${variant}`}
      data-ready={ready || undefined}
      aria-pressed={picked}
      aria-label={variant === 'card' ? t('compare.toggleCar', { name }) : undefined}
      disabled={!ready}
      onClick={() => {
        if (!compareList.toggle(slug)) announceCompareFull()
      }}
    >
      <span className="compare-toggle__box" aria-hidden="true">
        {picked ? '✓' : '+'}
      </span>
      {t('compare.toggle')}
    </button>
  )
}
