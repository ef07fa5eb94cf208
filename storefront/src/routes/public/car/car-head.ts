import { paths } from '@/config/paths'
import { breadcrumbStructuredData, carStructuredData } from '@/features/cars/lib/car-structured-data'
import { cardPhotoSources, carPhotos } from '@/features/cars/lib/photo-sources'
import type { Car } from '@/features/cars/types'
import type { HeadArgs, PageHead } from '@/lib/document-head'
import { formatPrice } from '@/lib/format'
import { mainPhotoSizes } from '@/features/cars/car-page/car-gallery-sizes'

const descriptionLength = 155

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= descriptionLength ? flat : `${flat.slice(0, descriptionLength - 1).trimEnd()}…`
}

/** The car page's title, description, share card (cover, name, price), structured data and preload. */
export function carHead(
  car: Car,
  { i18n, language, siteOrigin }: HeadArgs,
  dealershipName: string | undefined,
): PageHead {
  const t = i18n.getFixedT(null, 'carDetail')
  const path = paths.car(car.slug)
  const url = `${siteOrigin}${path}`
  const cover = carPhotos(car)[0]
  const coverSources = cover ? cardPhotoSources(cover) : null
  const title = car.priceOnRequest
    ? t('meta.titleOnRequest', { name: car.name })
    : t('meta.title', { name: car.name, price: formatPrice(car.price, language) })

  return {
    title,
    description: summarize(car.description ? `${title}. ${car.description}` : title),
    canonicalPath: path,
    ogType: 'product',
    image: cover?.card,
    preloadImage: coverSources
      ? { href: coverSources.src, srcSet: coverSources.srcSet, sizes: mainPhotoSizes }
      : undefined,
    structuredData: [
      carStructuredData(car, { origin: siteOrigin, url, dealershipName }),
      breadcrumbStructuredData([
        { name: t('breadcrumbHome'), url: `${siteOrigin}${paths.home}` },
        { name: t('breadcrumbInventory'), url: `${siteOrigin}${paths.inventory}` },
        { name: car.name, url },
      ]),
    ],
  }
}

/** A car that is not (or no longer) in the catalogue: kept out of search engines. */
export function carNotFoundHead({ i18n }: HeadArgs): PageHead {
  const t = i18n.getFixedT(null, 'carDetail')
  return { title: t('meta.notFoundTitle'), description: t('meta.notFoundDescription') }
}
