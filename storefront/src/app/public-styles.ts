/**
 * Every public page's styles, bundled with the entry rather than with each page's code: the entry's
 * stylesheet goes inside the server's HTML, so a page is drawn in its final layout at once. Left in
 * the pages' chunks, a page's own rules would arrive with its script and move everything on screen
 * (home, inventory and car page measured a layout shift of 0.15 to 0.54 and a late LCP). The
 * panel's styles still load with the panel's code.
 */
import.meta.glob(
  [
    '../components/**/*.css',
    '../routes/public/**/*.css',
    '../features/{cars,compare,consent,favourites,leads,search-alerts,services,site}/**/*.css',
  ],
  { eager: true },
)
