import { useTranslation } from 'react-i18next'
import { useRecentlySold } from '@/features/cars/api/get-cars'
import { CarGrid } from '@/features/cars/components/car-grid'

/**
 * The last cars sold, apart from the stock and marked 'Venduta' on their cards: what the dealer
 * has placed lately, never mistaken for a car on offer. Nothing when none has been sold.
 */
export function SoldStrip() {
  const { t } = useTranslation('home')
  const { data } = useRecentlySold()
  if (!data || data.docs.length === 0) return null

  return (
    <section className="section sold-strip" aria-labelledby="sold-strip-title">
      <div className="container">
        <h2 id="sold-strip-title" className="section-title">
          {t('sold.title')}
        </h2>
        <p className="section-subtitle">{t('sold.subtitle')}</p>
        <CarGrid cars={data.docs} eagerCount={0} />
      </div>
    </section>
  )
}
