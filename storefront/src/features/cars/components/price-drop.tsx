import type { PriceDrop } from '@autosalone/domain/prices/price-drop'
import { useTranslation } from 'react-i18next'
import { formatDate } from '@/lib/format'
import { defaultLanguage, isLanguage } from '@/lib/language'
import { useFormat } from '@/lib/use-format'
import './price-drop.css'

interface PriceDropNoteProps {
  drop: PriceDrop | null | undefined
  /** the car page also says what the previous price is (the lowest of the 30 days before) */
  explained?: boolean
}

/**
 * 'Prezzo ribassato' with the previous price struck through: the lowest of the 30 days before the
 * reduction, as the server computed it (Codice del Consumo art. 17-bis). Nothing without a reduction.
 */
export function PriceDropNote({ drop, explained = false }: PriceDropNoteProps) {
  const { t, i18n } = useTranslation('cars')
  const format = useFormat()
  if (!drop) return null
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage

  return (
    <>
      <p className="price-drop">
        <strong className="price-drop__badge">{t('priceDrop.badge')}</strong>{' '}
        <del className="price-drop__previous">
          <span className="visually-hidden">{t('priceDrop.previous')}: </span>
          {format.price(drop.previousPrice)}
        </del>
      </p>
      {explained && (
        <p className="price-drop__note">
          {t('priceDrop.note', { date: formatDate(new Date(drop.reducedAt), language) })}
        </p>
      )}
    </>
  )
}
