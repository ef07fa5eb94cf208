import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useFormat } from '@/lib/use-format'
import { useSiteOrigin } from '@/lib/site-origin'
import type { Car } from '../types'

/** The WhatsApp message about one car: its name, price and page, so the dealer knows which. */
export function useCarChatMessage(car: Pick<Car, 'name' | 'price' | 'slug'> | null | undefined): string | undefined {
  const { t } = useTranslation('carDetail')
  const format = useFormat()
  const origin = useSiteOrigin()
  if (!car) return undefined
  return t('contact.whatsappMessage', {
    name: car.name,
    price: format.price(car.price),
    url: `${origin}${paths.car(car.slug)}`,
  })
}
