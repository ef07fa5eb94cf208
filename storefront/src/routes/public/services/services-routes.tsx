import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import { isServiceId } from '@autosalone/domain/public-pages'
import type { RouteHandle } from '@/lib/document-head'
import { notFound } from '@/lib/route-data'
import { notFoundHead } from '../not-found/not-found-route'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const servicesPage = async () => ({ Component: (await import('./services-page')).ServicesPage })

const servicePage = async () => ({ Component: (await import('./service-page')).ServicePage })

const englishServices = englishAliases[paths.services]

const servicesHandle: RouteHandle = {
  head: ({ i18n }) => {
    const t = i18n.getFixedT(null, 'services')
    return { title: t('meta.title'), description: t('meta.description'), canonicalPath: paths.services }
  },
}

const serviceHandle: RouteHandle = {
  head: (args) => {
    const { serviceId } = args.params
    if (!isServiceId(serviceId)) return notFoundHead(args)
    const t = args.i18n.getFixedT(null, 'services')
    return {
      title: t(`items.${serviceId}.title`),
      description: t(`items.${serviceId}.short`),
      canonicalPath: paths.service(serviceId),
    }
  },
}

// An unknown service is the '404 Page Not Found' page, with its status.
const serviceRoute = (path: string): RouteObject => ({
  path,
  lazy: servicePage,
  loader: ({ params }) => (isServiceId(params.serviceId) ? null : notFound()),
  handle: serviceHandle,
})

export const servicesRoutes: RouteObject[] = [
  { path: paths.services, lazy: servicesPage, handle: servicesHandle },
  { path: englishServices, lazy: servicesPage, handle: servicesHandle },
  serviceRoute(`${paths.services}/:serviceId`),
  serviceRoute(`${englishServices}/:serviceId`),
]
