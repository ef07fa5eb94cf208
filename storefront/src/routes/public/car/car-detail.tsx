import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { carPriceText } from '@/features/cars/lib/car-price'
import { PriceDropNote } from '@/features/cars/components/price-drop'
import { cvToKw } from '@/features/cars/lib/power'
import type { Car } from '@/features/cars/types'
import { useFormat } from '@/lib/use-format'
import { CarLeadForms } from '@/features/leads/car-lead-forms'
import { CarContactActions } from '@/features/cars/car-page/car-contact-actions'
import { CarKeepActions } from './car-keep-actions'
import { CarShare } from '@/features/cars/car-page/car-share'
import { CarGallery } from '@/features/cars/car-page/car-gallery'
import { CarSpecs } from '@/features/cars/car-page/car-specs'
import { CarVideo } from '@/features/cars/car-page/car-video'
import { SimilarCars } from '@/features/cars/car-page/similar-cars'

/**
 * The dealer's texts in the page's language: the English ones on English pages when the dealer
 * wrote them, otherwise the Italian ones (marked as such, so the page says so).
 */
function carTexts(car: Car, language: string) {
  const english = language === 'en'
  const descriptionEn = english && car.descriptionEn ? car.descriptionEn : ''
  const featuresEn = english ? car.featuresEn : []
  return {
    description: descriptionEn ? { text: descriptionEn, lang: 'en' } : { text: car.description, lang: 'it' },
    features: featuresEn.length > 0 ? { list: featuresEn, lang: 'en' } : { list: car.features, lang: 'it' },
  }
}

export function CarDetail({ car }: { car: Car }) {
  const { t, i18n } = useTranslation(['carDetail', 'cars', 'common'])
  const format = useFormat()
  // A sold car keeps its page, marked, without the ways to buy it.
  const sold = car.status === 'venduta'
  const reserved = car.status === 'prenotata'
  const texts = carTexts(car, i18n.language)

  return (
    <article className="car-detail container" aria-labelledby="car-title">
      <nav className="car-detail__crumbs" aria-label={t('common:breadcrumb.label')}>
        <ol>
          <li>
            <Link to={paths.home}>{t('breadcrumbHome')}</Link>
          </li>
          <li>
            <Link to={paths.inventory}>{t('breadcrumbInventory')}</Link>
          </li>
          <li aria-current="page">{car.name}</li>
        </ol>
      </nav>
      <div className="car-detail__top">
        <CarGallery car={car} />
        <div className="car-detail__summary">
          <p className="car-detail__tags">
            <span className="chip">{t(`cars:condition.${car.condition}`)}</span>
            <span className={`car-detail__status car-detail__status--${car.status}`}>
              {car.status === 'disponibile' ? t('cars:card.available') : t(`cars:status.${car.status}`)}
            </span>
          </p>
          <h1 id="car-title" className="car-detail__name">
            {car.name}
          </h1>
          <PriceDropNote drop={car.priceDrop} explained />
          <p className="car-detail__price">
            <span className="visually-hidden">{t('price')}: </span>
            {carPriceText(car, format.price, t('cars:priceOnRequest'))}
          </p>
          <p className="car-detail__vat">{t(car.vatRegime === 'esposta' ? 'vat.shown' : 'vat.included')}</p>
          <ul className="car-detail__facts">
            <li>{car.year}</li>
            <li>{format.mileage(car.mileage)}</li>
            <li>{t(`cars:fuel.${car.fuel}`)}</li>
            <li>{t(`cars:transmission.${car.transmission}`)}</li>
            {car.power > 0 && <li>{t('cars:power', { kw: cvToKw(car.power), cv: car.power })}</li>}
          </ul>
          {reserved && (
            <p className="car-detail__reserved" role="note">
              {t('reserved.notice')}
            </p>
          )}
          {sold ? (
            <div className="car-detail__sold" role="note">
              <p>{t('sold.notice')}</p>
              <Link to={paths.inventory}>{t('sold.browse')}</Link>
            </div>
          ) : (
            <CarContactActions car={car} />
          )}
          <CarKeepActions car={car} />
          <CarShare car={car} />
          {/* The id the sales channels' feeds give the car (Google asks that the page shows it). */}
          <p className="car-detail__code">{t('adCode', { id: car.id })}</p>
          <Link className="car-detail__back" to={paths.stock}>
            {t('back')}
          </Link>
        </div>
      </div>
      <div className="car-detail__body">
        <div className="car-detail__main">
          {texts.description.text && (
            <section aria-labelledby="car-description-title">
              <h2 id="car-description-title" className="car-detail__heading">
                {t('description')}
              </h2>
              {texts.description.lang !== i18n.language && (
                <p className="car-detail__note">{t('inItalian.description')}</p>
              )}
              <p className="car-detail__description" lang={texts.description.lang}>
                {texts.description.text}
              </p>
            </section>
          )}
          {texts.features.list.length > 0 && (
            <section aria-labelledby="car-features-title">
              <h2 id="car-features-title" className="car-detail__heading">
                {t('features')}
              </h2>
              {texts.features.lang !== i18n.language && <p className="car-detail__note">{t('inItalian.features')}</p>}
              <ul className="car-detail__features" lang={texts.features.lang}>
                {texts.features.list.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          {car.youtubeVideoId && <CarVideo videoId={car.youtubeVideoId} carName={car.name} />}
          {!sold && <CarLeadForms car={car} reserved={reserved} />}
        </div>
        <CarSpecs car={car} />
      </div>
      {sold && <SimilarCars car={car} />}
    </article>
  )
}
