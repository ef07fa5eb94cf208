import carDetail from './car-detail.json'
import cars from './cars.json'
import common from './common.json'
import consent from './consent.json'
import favourites from './favourites.json'
import leads from './leads.json'
import notFound from './not-found.json'
import serviceNames from './service-names.json'

/** The Italian texts every public page may use, by namespace (the rest: `./pages.ts`). */
const texts = {
  carDetail,
  cars,
  common,
  consent,
  favourites,
  leads,
  notFound,
  serviceNames,
}

export default texts
