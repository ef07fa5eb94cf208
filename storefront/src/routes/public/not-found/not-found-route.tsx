import type { AppRoute } from '../../../lib/app-route'
import { NotFoundPage } from './not-found-page'

export const notFoundRoute: AppRoute = {
  path: '*',
  element: <NotFoundPage />,
}
