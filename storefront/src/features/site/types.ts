/** The dealer's details, edited in the console (`GET /api/globals/site-settings`, depth 0). */
export interface SiteSettings {
  dealershipName: string
  slogan: string | null
  phone: string
  whatsapp: string | null
  email: string
  address: PostalAddress
  openingHours: OpeningHours[]
  social: SocialLinks
}

export interface PostalAddress {
  street: string
  postalCode: string
  city: string
  province: string
}

export interface OpeningHours {
  days: string
  hours: string
}

export interface SocialLinks {
  facebook: string | null
  instagram: string | null
}
