import type { Category, Fuel } from '@autosalone/domain/enums'

/** The words a channel's specification allows for one of our values, side by side. */
interface ChannelTerms {
  /** Google's vehicle ads (Merchant Center), lower case */
  google: string
  /** Meta's automotive catalogue, upper case */
  meta: string
}

/**
 * Our body categories as each channel names them (`body_style` in both). A sports car is a coupe
 * to Google, which has no sports car; a city car a hatchback to Google and a small car to Meta.
 */
export const BODY_STYLE_TERMS: Record<Category, ChannelTerms> = {
  berlina: { google: 'sedan', meta: 'SEDAN' },
  suv: { google: 'suv', meta: 'SUV' },
  'station-wagon': { google: 'station wagon', meta: 'WAGON' },
  coupe: { google: 'coupe', meta: 'COUPE' },
  cabriolet: { google: 'convertible', meta: 'CONVERTIBLE' },
  'city-car': { google: 'hatchback', meta: 'SMALL_CAR' },
  monovolume: { google: 'minivan', meta: 'MPV' },
  sportiva: { google: 'coupe', meta: 'SPORTSCAR' },
}

/** Our fuels as Google's `engine` and Meta's `fuel_type`; Meta has no LPG or methane, so OTHER. */
export const FUEL_TERMS: Record<Fuel, ChannelTerms> = {
  benzina: { google: 'gasoline', meta: 'PETROL' },
  diesel: { google: 'diesel', meta: 'DIESEL' },
  elettrica: { google: 'electric', meta: 'ELECTRIC' },
  ibrida: { google: 'hybrid', meta: 'HYBRID' },
  gpl: { google: 'lpg', meta: 'OTHER' },
  metano: { google: 'methane', meta: 'OTHER' },
}
