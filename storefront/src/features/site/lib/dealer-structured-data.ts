import type { SiteSettings } from '@/lib/site-settings/types'
import { openingHoursSpecification } from './opening-hours-schema'

/** schema.org `AutoDealer` for the home and contact pages: who, where, when, how to call. */
export function autoDealerStructuredData(settings: SiteSettings, origin: string): object {
  const { address } = settings
  const hasPosition = typeof address.latitude === 'number' && typeof address.longitude === 'number'
  const sameAs = [settings.social?.facebook, settings.social?.instagram].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    '@id': `${origin}/#dealer`,
    name: settings.dealershipName,
    ...(settings.slogan ? { slogan: settings.slogan } : {}),
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street ?? undefined,
      postalCode: address.postalCode ?? undefined,
      addressLocality: address.city ?? undefined,
      addressRegion: address.province ?? undefined,
      addressCountry: 'IT',
    },
    ...(hasPosition
      ? { geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(settings.openingHours ?? []),
    ...(sameAs.length ? { sameAs } : {}),
  }
}
