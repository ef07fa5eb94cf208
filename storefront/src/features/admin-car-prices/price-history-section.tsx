import { formatPrice } from '@/lib/format'
import { FormSection } from '@/panel/components/form-section'
import { formatDateTime } from '@/panel/format-date-time'
import { useAdminTranslation } from '@/panel/i18n/use-admin-translation'
import { useCarPriceHistory } from './api/get-car-price-history'
import './price-history.css'

/** Under a saved car's form: every price it had, newest first, with when and who set it. */
export function CarPriceHistory({ carId }: { carId: number | null }) {
  const { t } = useAdminTranslation()
  if (carId === null) return null
  return (
    <FormSection title={t('carPrices.title')}>
      <p className="admin-hint">{t('carPrices.hint')}</p>
      <PriceHistoryTable carId={carId} />
    </FormSection>
  )
}

function PriceHistoryTable({ carId }: { carId: number }) {
  const { t, language } = useAdminTranslation()
  const lang = language === 'en' ? 'en' : 'it'
  const history = useCarPriceHistory(carId)

  if (history.isPending) return <p role="status">{t('carPrices.loading')}</p>
  if (history.isError) return <p role="alert">{t('carPrices.failed')}</p>
  if (history.data.changes.length === 0) return <p>{t('carPrices.empty')}</p>
  return (
    <table className="price-history">
      <caption className="visually-hidden">{t('carPrices.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('carPrices.date')}</th>
          <th scope="col">{t('carPrices.price')}</th>
          <th scope="col">{t('carPrices.by')}</th>
        </tr>
      </thead>
      <tbody>
        {history.data.changes.map((change, index) => (
          <tr key={`${change.changedAt}-${index}`}>
            <td>{formatDateTime(change.changedAt, lang)}</td>
            <td>{formatPrice(change.price, lang)}</td>
            <td>{change.changedBy ?? t('carPrices.unknownAuthor')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
