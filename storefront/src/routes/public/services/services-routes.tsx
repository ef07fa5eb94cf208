import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import { isServiceId } from '@autosalone/domain/public-pages'
import type { RouteHandle } from '@/lib/document-head'
import { notFound } from '@/lib/route-data'
import { notFoundHead } from '../not-found/not-found-route'
import { ServicePage } from './service-page'
import { ServicesPage } from './services-page'

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
  element: <ServicePage />,
  loader: ({ params }) => (isServiceId(params.serviceId) ? null : notFound()),
  handle: serviceHandle,
})

export const servicesRoutes: RouteObject[] = [
  { path: paths.services, element: <ServicesPage />, handle: servicesHandle },
  { path: englishServices, element: <ServicesPage />, handle: servicesHandle },
  serviceRoute(`${paths.services}/:serviceId`),
  serviceRoute(`${englishServices}/:serviceId`),
]
