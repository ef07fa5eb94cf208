import { englishAliases, paths } from '../../../config/paths'
import type { AppRoute } from '../../../lib/app-route'
import { ServicePage } from './service-page'
import { ServicesPage } from './services-page'

const englishServices = englishAliases[paths.services]

export const servicesRoutes: AppRoute[] = [
  { path: paths.services, element: <ServicesPage /> },
  { path: englishServices, element: <ServicesPage /> },
  { path: `${paths.services}/:serviceId`, element: <ServicePage /> },
  { path: `${englishServices}/:serviceId`, element: <ServicePage /> },
]
