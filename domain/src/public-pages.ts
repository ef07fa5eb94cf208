/**
 * The public pages by their canonical (Italian) paths: the storefront routes and links to them,
 * the server lists them in the sitemap.
 */
export const pagePaths = {
  home: '/',
  services: '/servizi',
  service: (id: string) => `/servizi/${id}`,
  about: '/chi-siamo',
  contact: '/contatti',
  inventory: '/annunci',
  car: (slug: string) => `/auto/${encodeURIComponent(slug)}`,
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
} as const

/** The six services with a section on the services page (`/servizi#{id}`) and a page of their own. */
export const serviceIds = [
  'vendita-auto',
  'ricerca-auto',
  'finanziamenti',
  'valutazione-auto',
  'wrapping',
  'noleggio',
] as const
export type ServiceId = (typeof serviceIds)[number]

export function isServiceId(value: string | undefined): value is ServiceId {
  return (serviceIds as readonly string[]).includes(value ?? '')
}

/** Every public page that does not depend on the catalogue. */
export const staticPublicPages: string[] = [
  pagePaths.home,
  pagePaths.inventory,
  pagePaths.services,
  ...serviceIds.map(pagePaths.service),
  pagePaths.about,
  pagePaths.contact,
  pagePaths.privacyPolicy,
  pagePaths.cookiePolicy,
]
