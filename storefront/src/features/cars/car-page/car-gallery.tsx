import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons'
import { LazyImage } from '@/components/ui/lazy-image'
import { toast } from '@/components/ui/use-toast'
import { useCarImages } from '@/features/cars/api/get-car-images'
import { CarPhoto } from '@/features/cars/components/car-photo'
import { cardPhotoSources, carPhotos } from '@/features/cars/lib/photo-sources'
import type { Car } from '@/features/cars/types'
import { mainPhotoSizes } from './car-gallery-sizes'
import { useSwipe } from './use-swipe'
import './car-gallery.css'

/**
 * The car's photos. It starts on the light variants; the first click on the main photo switches
 * the gallery to the full-quality images for good. Arrow keys and swipes change photo.
 */
export function CarGallery({ car }: { car: Car }) {
  const { t } = useTranslation(['carDetail', 'cars'])
  const photos = carPhotos(car)
  const [index, setIndex] = useState(0)
  const [wantsFullQuality, setWantsFullQuality] = useState(false)
  const fullQuality = useCarImages(car.id, wantsFullQuality)
  const galleryRef = useRef<HTMLElement>(null)
  const count = photos.length
  const go = (step: number) => setIndex((current) => (current + step + count) % count)
  const swipe = useSwipe((direction) => go(-direction))
  const imagesFailed = fullQuality.isError

  useEffect(() => {
    // The light variants stay on screen; the visitor learns why the switch did not happen.
    if (imagesFailed) toast({ title: t('gallery.imagesError'), variant: 'destructive' })
  }, [imagesFailed, t])

  if (count === 0) {
    return (
      <div className="gallery gallery--empty">
        <p>{t('gallery.noImage')}</p>
      </div>
    )
  }

  const showFullQuality = () => {
    if (swipe.wasSwipe() || wantsFullQuality) return
    setWantsFullQuality(true)
    galleryRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => void> = {
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
      Home: () => setIndex(0),
      End: () => setIndex(count - 1),
    }
    const step = steps[event.key]
    if (!step) return
    event.preventDefault()
    step()
  }

  const photo = photos[index]
  const largeUrl = fullQuality.data?.[index]
  const alt = t('cars:card.photoOf', { name: car.name, number: index + 1 })
  const mainImage = largeUrl ? (
    <img
      className="gallery__image"
      src={largeUrl}
      alt={alt}
      width={photo.width ?? 1600}
      height={photo.height ?? 1067}
    />
  ) : (
    // Inside <picture> React adds no preload of its own: the page head already preloads the cover.
    <picture>
      <CarPhoto
        className="gallery__image"
        sources={cardPhotoSources(photo)}
        alt={alt}
        sizes={mainPhotoSizes}
        priority={index === 0}
      />
    </picture>
  )

  return (
    <section
      ref={galleryRef}
      className="gallery"
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { name: car.name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="gallery__stage" {...swipe.handlers}>
        {wantsFullQuality ? (
          <div className="gallery__main">{mainImage}</div>
        ) : (
          <button
            type="button"
            className="gallery__main"
            onClick={showFullQuality}
            aria-label={t('gallery.fullQuality')}
          >
            {mainImage}
          </button>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
            >
              <ChevronLeftIcon size={24} />
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
            >
              <ChevronRightIcon size={24} />
            </button>
          </>
        )}
        <p className="gallery__counter" aria-live="polite">
          {t('gallery.counter', { number: index + 1, total: count })}
          {largeUrl && <span className="gallery__quality"> · {t('gallery.fullQualityOn')}</span>}
        </p>
      </div>
      <p className="visually-hidden">{t('gallery.hint')}</p>
      {count > 1 && (
        <ul className="gallery__thumbs">
          {photos.map((thumb, thumbIndex) => (
            <li key={thumb.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('gallery.show', { number: thumbIndex + 1 })}
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={() => setIndex(thumbIndex)}
              >
                <LazyImage
                  src={thumb.thumbnail}
                  alt=""
                  width={400}
                  height={Math.round((400 * (thumb.height ?? 2)) / (thumb.width ?? 3))}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
