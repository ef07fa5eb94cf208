import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowUpIcon } from '../ui/icons'
import { hasScrolledPast } from './scroll-progress'
import { useIsOverForm } from './use-is-over-form'

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Shows once the visitor is 80 % down the page; scrolls smoothly back to the top. */
export function ScrollToTopButton() {
  const { t } = useTranslation()
  const [isShown, setIsShown] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  const isOverForm = useIsOverForm(ref)

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
      ref={ref}
      type="button"
      className="floating-button floating-button--top"
      data-over-form={isOverForm}
      aria-label={t('floating.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon size={22} />
    </button>
  )
}
