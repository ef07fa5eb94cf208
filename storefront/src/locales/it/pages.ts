import about from './about.json'
import compare from './compare.json'
import contact from './contact.json'
import cookiePolicy from './cookie-policy.json'
import favouritesPage from './favourites-page.json'
import home from './home.json'
import inventory from './inventory.json'
import privacy from './privacy.json'
import searchAlerts from './search-alerts.json'
import services from './services.json'

/**
 * The Italian texts only some pages use, all together for the server and the tests; the browser
 * loads each namespace with its page instead (`lib/page-texts.ts`).
 */
const pageTexts = {
  about,
  compare,
  contact,
  cookiePolicy,
  favouritesPage,
  home,
  inventory,
  privacy,
  searchAlerts,
  services,
}

export default pageTexts
