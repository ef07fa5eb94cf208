import { useTranslation } from 'react-i18next'
import { PageHead } from '../../../components/seo/page-head'
import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site/api/get-site-settings'
import { breadcrumbStructuredData, carStructuredData } from '../../../features/cars/lib/car-structured-data'
import { cardPhotoSources, carPhotos } from '../../../features/cars/lib/photo-sources'
import type { Car } from '../../../features/cars/types'
import { useFormat } from '../../../lib/use-format'
import { useSiteOrigin } from '../../../lib/site-origin'
import { mainPhotoSizes } from './car-gallery-sizes'

const descriptionLength = 155

function summarize(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= descriptionLength ? flat : `${flat.slice(0, descriptionLength - 1).trimEnd()}…`
}

/** The car page's title, description, share card (cover, name, price), structured data and preload. */
export function CarHead({ car }: { car: Car }) {
  const { t } = useTranslation('carDetail')
  const format = useFormat()
  const { data: settings } = useSiteSettings()
  const origin = useSiteOrigin()
  const path = paths.car(car.slug)
  const url = `${origin}${path}`
  const price = format.price(car.price)
  const cover = carPhotos(car)[0]
  const coverSources = cover ? cardPhotoSources(cover) : null
  const title = t('meta.title', { name: car.name, price })

  return (
    <PageHead
      title={title}
      description={summarize(car.description ? `${title}. ${car.description}` : title)}
      canonicalPath={path}
      ogType="product"
      image={cover?.card}
      preloadImage={
        coverSources ? { href: coverSources.src, srcSet: coverSources.srcSet, sizes: mainPhotoSizes } : undefined
      }
      structuredData={[
        carStructuredData(car, { origin, url, dealershipName: settings?.dealershipName }),
        breadcrumbStructuredData([
          { name: t('breadcrumbHome'), url: `${origin}${paths.home}` },
          { name: t('breadcrumbInventory'), url: `${origin}${paths.inventory}` },
          { name: car.name, url },
        ]),
      ]}
    />
  )
}
