import type { ReactNode } from 'react'
import './rich-text.css'

/**
 * A text the dealer wrote in the console, as HTML the server converted and made safe (plain
 * elements, checked link addresses, no styles or scripts); `children`, the page's own text,
 * while there is none.
 */
export function RichText({
  html,
  className,
  children,
}: {
  html: string | null | undefined
  className: string
  children: ReactNode
}) {
  if (!html) return children
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
