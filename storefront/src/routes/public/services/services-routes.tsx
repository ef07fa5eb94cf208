import type { RouteObject } from 'react-router-dom'
import { englishAliases, paths } from '@/config/paths'
import { isServiceId } from '@autosalone/domain/public-pages'
import type { RouteHandle } from '@/lib/document-head'
import { fillCache, notFound, type RouteDeps } from '@/lib/route-data'
import { getSiteTextsQueryOptions } from '@/lib/site-texts/get-site-texts'
import { withPageTexts } from '@/lib/page-texts'
import { notFoundHead } from '../not-found/not-found-route'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const servicesPage = withPageTexts(['services'], async () => ({
  Component: (await import('./services-page')).ServicesPage,
}))

const servicePage = withPageTexts(['services'], async () => ({
  Component: (await import('./service-page')).ServicePage,
}))

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
      title: args.i18n.t(`serviceNames:${serviceId}`),
      description: t(`items.${serviceId}.short`),
      canonicalPath: paths.service(serviceId),
    }
  },
}

export function servicesRoutes({ queryClient, api }: RouteDeps): RouteObject[] {
  // The dealer's texts, when written, replace the pages' default prose.
  const loadTexts = () => fillCache(queryClient, getSiteTextsQueryOptions(api))
  const servicesLoader = async () => {
    await loadTexts()
    return null
  }
  // An unknown service is the '404 Page Not Found' page, with its status.
  const serviceRoute = (path: string): RouteObject => ({
    path,
    lazy: servicePage,
    loader: async ({ params }) => {
      if (!isServiceId(params.serviceId)) return notFound()
      await loadTexts()
      return null
    },
    handle: serviceHandle,
  })

  return [
    { path: paths.services, lazy: servicesPage, loader: servicesLoader, handle: servicesHandle },
    { path: englishServices, lazy: servicesPage, loader: servicesLoader, handle: servicesHandle },
    serviceRoute(`${paths.services}/:serviceId`),
    serviceRoute(`${englishServices}/:serviceId`),
  ]
}
