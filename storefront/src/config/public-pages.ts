import { paths } from './paths'

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

/**
 * Every public page that does not depend on the catalogue, by its canonical path. Kept free of
 * imports beyond `paths` so the server's sitemap can read it too.
 */
export const staticPublicPages: string[] = [
  paths.home,
  paths.inventory,
  paths.services,
  ...serviceIds.map(paths.service),
  paths.about,
  paths.contact,
  paths.privacyPolicy,
  paths.cookiePolicy,
]
