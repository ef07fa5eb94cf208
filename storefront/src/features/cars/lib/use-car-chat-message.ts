import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useFormat } from '@/lib/use-format'
import { useSiteOrigin } from '@/lib/site-origin'
import type { Car } from '../types'
import { carPriceText } from './car-price'

/** The WhatsApp message about one car: its name, price and page, so the dealer knows which. */
export function useCarChatMessage(
  car: Pick<Car, 'name' | 'price' | 'priceOnRequest' | 'slug'> | null | undefined,
): string | undefined {
  const { t } = useTranslation(['carDetail', 'cars'])
  const format = useFormat()
  const origin = useSiteOrigin()
  if (!car) return undefined
  return t('contact.whatsappMessage', {
    name: car.name,
    price: carPriceText(car, format.price, t('cars:priceOnRequest')),
    url: `${origin}${paths.car(car.slug)}`,
  })
}
