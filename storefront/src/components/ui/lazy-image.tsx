import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import './lazy-image.css'

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading'> & {
  src: string
  width: number
  height: number
}

// The specification's lazy-loading figures: start 50 px before the image enters the screen.
const observerOptions: IntersectionObserverInit = { rootMargin: '50px', threshold: 0.1 }

/**
 * An image fetched only when it nears the screen. Without JavaScript the `<noscript>` copy
 * shows instead (the index page's `noscript` style hides the empty one).
 */
export function LazyImage({ src, srcSet, className, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [isNear, setIsNear] = useState(false)

  useEffect(() => {
    const image = ref.current
    if (!image || isNear) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setIsNear(true)
        observer.disconnect()
      }
    }, observerOptions)
    observer.observe(image)
    return () => observer.disconnect()
  }, [isNear])

  return (
    <>
      <img
        ref={ref}
        className={className ? `${className} lazy-image` : 'lazy-image'}
        src={isNear ? src : undefined}
        srcSet={isNear ? srcSet : undefined}
        data-pending={isNear ? undefined : ''}
        decoding="async"
        {...rest}
      />
      <noscript>
        <img className={className} src={src} srcSet={srcSet} loading="lazy" decoding="async" {...rest} />
      </noscript>
    </>
  )
}
