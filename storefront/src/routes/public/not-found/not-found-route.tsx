import type { RouteObject } from 'react-router-dom'
import type { HeadArgs, PageHead, RouteHandle } from '@/lib/document-head'
import { notFound } from '@/lib/route-data'
import { NotFoundPage } from './not-found-page'

/** The head of the '404 Page Not Found' page, which other routes show for what they lack. */
export function notFoundHead({ i18n }: HeadArgs): PageHead {
  const t = i18n.getFixedT(null, 'notFound')
  return { title: t('meta.title'), description: t('meta.description') }
}

const handle: RouteHandle = { head: notFoundHead }

export const notFoundRoute: RouteObject = {
  path: '*',
  element: <NotFoundPage />,
  loader: notFound,
  handle,
}
