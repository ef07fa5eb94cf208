import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { isLanguage } from '@/lib/language'
import { formatDate } from '@/lib/format'
import './legal.css'

interface LegalPageProps {
  title: string
  /** the line with today's date, `{{date}}` left for this page to fill */
  lastUpdated: (date: string) => string
  backLabel: string
  children: ReactNode
}

/** The frame of the privacy notice and the cookie policy: back link, title, date, text. */
export function LegalPage({ title, lastUpdated, backLabel, children }: LegalPageProps) {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : 'it'

  return (
    <div className="container legal">
      <Link className="legal__back" to={paths.home}>
        {backLabel}
      </Link>
      <h1 className="legal__title">{title}</h1>
      <p className="legal__updated">{lastUpdated(formatDate(new Date(), language))}</p>
      <div className="prose">{children}</div>
    </div>
  )
}
