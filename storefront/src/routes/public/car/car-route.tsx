import { redirect, type RouteObject } from 'react-router-dom'
import { AnswerShapeError } from '@autosalone/domain/answer-shape-error'
import { paths } from '@/config/paths'
import { getCarBySlugQueryOptions } from '@/features/cars/api/get-car-by-slug'
import { getSimilarCarsQueryOptions } from '@/features/cars/api/get-similar-cars'
import { getSiteSettingsQueryOptions } from '@/lib/site-settings/get-site-settings'
import type { RouteHandle } from '@/lib/document-head'
import { notFound, type RouteDeps } from '@/lib/route-data'
import { carHead, carNotFoundHead } from './car-head'
import { soldPageMovedTo } from './sold-page-redirect'

// The page's code loads with the page: the server and the first load wait for it, navigation too.
const carPage = async () => ({ Component: (await import('./car-page')).CarPage })

export function carRoute({ queryClient, api }: RouteDeps): RouteObject {
  const cachedCar = (slug = '') => queryClient.getQueryData(getCarBySlugQueryOptions(api, slug).queryKey)

  const handle: RouteHandle = {
    head: (args) => {
      const car = cachedCar(args.params.slug)
      if (!car) return carNotFoundHead(args)
      const settings = queryClient.getQueryData(getSiteSettingsQueryOptions(api).queryKey)
      return carHead(car, args, settings?.dealershipName)
    },
  }

  return {
    path: paths.carPattern,
    lazy: carPage,
    // The specification shows 'not found' both for a missing car and for a failed request.
    loader: async ({ params, request }) => {
      const car = await queryClient
        .ensureQueryData(getCarBySlugQueryOptions(api, params.slug ?? ''))
        .catch((error: unknown) => {
          // an answer that broke its contract is a fault to see in the log, not just a missing car
          if (error instanceof AnswerShapeError) console.error(error)
          return null
        })
      if (!car) return notFound()
      const movedTo = await soldPageMovedTo(car, request, () =>
        queryClient.ensureQueryData(getSiteSettingsQueryOptions(api)),
      )
      if (movedTo) return redirect(movedTo, 301)
      // A sold car's page offers available ones instead; without them the page still stands.
      if (car.status === 'venduta')
        await queryClient.ensureQueryData(getSimilarCarsQueryOptions(api, car)).catch(() => null)
      return null
    },
    handle,
  }
}
