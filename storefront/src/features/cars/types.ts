export type Fuel = 'benzina' | 'diesel' | 'elettrica' | 'ibrida' | 'gpl' | 'metano'
export type Transmission = 'manuale' | 'automatica' | 'semiautomatica'
export type Category =
  'berlina' | 'suv' | 'station-wagon' | 'coupe' | 'cabriolet' | 'city-car' | 'monovolume' | 'sportiva'
export type Condition = 'nuova' | 'usata' | 'km0'

/** A car as the public API returns it (`GET /api/cars`, depth 0). */
export interface Car {
  id: number
  slug: string
  brand: string
  model: string
  name: string
  year: number
  /** euros */
  price: number
  /** km */
  mileage: number
  /** CV */
  power: number
  fuel: Fuel
  transmission: Transmission
  category: Category
  condition: Condition
  colors: string[]
  /** the colours joined, as the specification's single-colour field */
  color: string
  description: string
  features: string[]
  youtubeVideoId: string | null
  isAvailable: boolean
  mainImage: string | null
  /** large WebP URLs, first = cover */
  images: string[]
  /** small WebP URLs, same order as `images` */
  thumbnails: string[]
  /** ~800 px WebP URLs, same order as `images` */
  cards: string[]
  /** every photo with its variants and the original's size, first = cover */
  gallery?: GalleryPhoto[] | null
  /** ordered media ids, first = cover */
  selectedMediaIds: number[]
  createdAt: string
  updatedAt: string
}

/** One photo of a car: WebP variants about 400, 800 and up to 1920 px wide, and the original's size. */
export interface GalleryPhoto {
  id: number
  thumbnail: string
  card: string
  large: string
  width: number | null
  height: number | null
}

/** Payload's paginated list envelope. */
export interface PaginatedDocs<T> {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage: number | null
  prevPage: number | null
}
