import { SOLD_PAGE_DAYS, soldPageEnded } from '@autosalone/domain/prices/sold-page'
import { englishAliases, paths } from '@/config/paths'
import { inventorySearchParams } from '@/features/cars/lib/inventory-filters'
import type { Car } from '@/features/cars/types'
import type { SiteSettings } from '@/lib/site-settings/types'

/**
 * Where a sold car's page leads once the dealer's days for it are over: the inventory filtered on
 * its make and model (English name and `lang` kept for a page asked for in English), or `null`
 * while the page stays 'Venduta'. Decided by the day in Italy, as the kept renders are.
 */
export async function soldPageMovedTo(
  car: Pick<Car, 'status' | 'soldAt' | 'brand' | 'model'>,
  request: Request,
  settings: () => Promise<Pick<SiteSettings, 'soldPageDays'>>,
): Promise<string | null> {
  if (car.status !== 'venduta' || !car.soldAt) return null
  const days = (await settings().catch(() => null))?.soldPageDays ?? SOLD_PAGE_DAYS.default
  if (!soldPageEnded(car.soldAt, days, new Date())) return null
  const query = inventorySearchParams({ brand: car.brand, model: car.model })
  const english = new URL(request.url).searchParams.get('lang') === 'en'
  if (english) query.set('lang', 'en')
  return `${english ? englishAliases[paths.inventory] : paths.inventory}?${query}`
}
