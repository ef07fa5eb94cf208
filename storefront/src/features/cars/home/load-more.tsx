import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

interface LoadMoreProps {
  /** the page the link opens without the script */
  nextPage: number
  isLoading: boolean
  /** asks for the next page; the caller ignores a second ask while one is loading */
  onLoad: (source: 'button' | 'scroll') => void
}

// How far below the screen the next page starts loading, so the cards are there when reached.
const scrollAhead = '0px 0px 800px 0px'

/**
 * The next page of cards: a link that opens it without the script (for crawlers too); with the
 * script, the same link adds the cards to the grid, and so does scrolling near it. The observer
 * starts again after each page, so a tall screen keeps filling while the link stays in view.
 */
export function LoadMore({ nextPage, isLoading, onLoad }: LoadMoreProps) {
  const { t } = useTranslation('home')
  const linkRef = useRef<HTMLAnchorElement>(null)
  const onLoadRef = useRef(onLoad)
  useEffect(() => {
    onLoadRef.current = onLoad
  })

  useEffect(() => {
    const link = linkRef.current
    if (!link || isLoading || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadRef.current('scroll')
      },
      { rootMargin: scrollAhead },
    )
    observer.observe(link)
    return () => observer.disconnect()
  }, [nextPage, isLoading])

  return (
    <Link
      ref={linkRef}
      className={buttonVariants({ variant: 'outline' })}
      to={`${paths.home}?page=${nextPage}#${paths.stockAnchor}`}
      aria-disabled={isLoading || undefined}
      onClick={(event) => {
        event.preventDefault()
        // Also while scrolling has already asked for the page: the press still decides where focus goes.
        onLoad('button')
      }}
    >
      {isLoading ? t('stock.loadingMore') : t('stock.loadMore')}
    </Link>
  )
}
