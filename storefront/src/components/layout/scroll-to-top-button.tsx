import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowUpIcon } from '../ui/icons'
import { hasScrolledPast } from './scroll-progress'

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Shows once the visitor is 80 % down the page; scrolls smoothly back to the top. */
export function ScrollToTopButton() {
  const { t } = useTranslation()
  const [isShown, setIsShown] = useState(false)

  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const { scrollHeight } = document.documentElement
        setIsShown(hasScrolledPast(window.scrollY, window.innerHeight, scrollHeight))
      })
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  if (!isShown) return null
  return (
    <button
      type="button"
      className="floating-button floating-button--top"
      aria-label={t('floating.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon size={22} />
    </button>
  )
}
