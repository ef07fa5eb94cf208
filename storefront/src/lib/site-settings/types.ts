/** The dealer's details, edited in the panel's 'Impostazioni' or the console (`GET /api/globals/site-settings`, depth 0). */
export interface SiteSettings {
  dealershipName: string
  slogan?: string | null
  /** the slogan on English pages; when empty the Italian one is shown */
  sloganEn?: string | null
  phone: string
  /** digits only, country code included, as wa.me wants it */
  whatsapp?: string | null
  email: string
  address: PostalAddress
  openingHours?: OpeningHours[] | null
  social?: SocialLinks | null
  /** the rates of the finance estimate */
  finance?: { tan: number; setupFee: number; instalmentFee: number } | null
  /** Google Analytics measurement id (`G-...`); loaded only with the visitor's consent */
  analyticsId?: string | null
  /** the partita IVA the footer shows */
  vatNumber?: string | null
  /** the dealer's own days off ('YYYY-MM-DD'), on which no test drive is offered */
  closures?: { from: string; to?: string | null }[] | null
  /** the about and home pages' figures; none shows the usual ones */
  aboutFigures?: { value: string; label: string; labelEn?: string | null }[] | null
  /** the days a sold car's page stays 'Venduta' before it leads to the inventory (default 90) */
  soldPageDays?: number | null
}

export interface PostalAddress {
  street?: string | null
  postalCode?: string | null
  city?: string | null
  province?: string | null
  latitude?: number | null
  longitude?: number | null
}

export interface OpeningHours {
  days: string
  daysEn?: string | null
  hours: string
  hoursEn?: string | null
}

export interface SocialLinks {
  facebook?: string | null
  instagram?: string | null
}
