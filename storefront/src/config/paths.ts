/** Every in-site address the storefront links to, so a renamed route changes in one place. */
export const paths = {
  home: '/',
  stockAnchor: 'parco-auto',
  services: '/servizi',
  about: '/chi-siamo',
  contact: '/contatti',
  inventory: '/annunci',
  car: (slug: string) => `/auto/${encodeURIComponent(slug)}`,
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  login: '/login',
} as const
