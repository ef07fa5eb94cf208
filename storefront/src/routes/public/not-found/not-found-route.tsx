import type { RouteObject } from 'react-router-dom'
import type { HeadArgs, PageHead, RouteHandle } from '@/lib/document-head'
import { notFound } from '@/lib/route-data'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const notFoundPage = async () => ({ Component: (await import('./not-found-page')).NotFoundPage })

/** The head of the '404 Page Not Found' page, which other routes show for what they lack. */
export function notFoundHead({ i18n }: HeadArgs): PageHead {
  const t = i18n.getFixedT(null, 'notFound')
  return { title: t('meta.title'), description: t('meta.description') }
}

const handle: RouteHandle = { head: notFoundHead }

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: notFoundPage,
  loader: notFound,
  handle,
}
