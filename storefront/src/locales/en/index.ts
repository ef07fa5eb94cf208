import about from './about.json'
import carDetail from './car-detail.json'
import cars from './cars.json'
import common from './common.json'
import consent from './consent.json'
import contact from './contact.json'
import cookiePolicy from './cookie-policy.json'
import home from './home.json'
import inventory from './inventory.json'
import leads from './leads.json'
import notFound from './not-found.json'
import privacy from './privacy.json'
import services from './services.json'

/** The storefront's texts in English, by namespace; a chunk of its own, loaded only for English pages. */
const texts = {
  about,
  carDetail,
  cars,
  common,
  consent,
  contact,
  cookiePolicy,
  home,
  inventory,
  leads,
  notFound,
  privacy,
  services,
}

export default texts
