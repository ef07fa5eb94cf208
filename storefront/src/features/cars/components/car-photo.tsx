import { LazyImage } from '@/components/ui/lazy-image'
import type { PhotoSources } from '../lib/photo-sources'

interface CarPhotoProps {
  sources: PhotoSources
  alt: string
  /** how wide the photo is drawn, for the browser's choice among the variants */
  sizes: string
  className?: string
  /** likely visible without scrolling: fetched at once, and first */
  priority?: boolean
}

/** A car photo from its WebP variants, its box reserved before it loads. */
export function CarPhoto({ sources, alt, sizes, className, priority = false }: CarPhotoProps) {
  const { src, srcSet, width, height } = sources
  if (!priority) {
    return (
      <LazyImage
        className={className}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
      />
    )
  }
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      fetchPriority="high"
      decoding="async"
    />
  )
}
