import type { Car } from '../cars/types'

export interface AdminUser {
  id: number
  username: string
}

/** A photo of the shared library (`GET /api/admin/media`). */
export interface MediaItem {
  id: number
  filename: string | null
  originalFilename: string | null
  /** bytes */
  fileSize: number | null
  mimeType: string | null
  width: number | null
  height: number | null
  url: string | null
  thumbnailURL: string | null
}

/** The admin car list: every car, newest first. */
export interface AdminCarList {
  docs: Car[]
}

/** The JSON the page form sends to `POST /api/admin/cars` and `PUT /api/admin/cars/{id}`. */
export type CarPayload = Pick<
  Car,
  | 'brand'
  | 'model'
  | 'name'
  | 'year'
  | 'price'
  | 'mileage'
  | 'power'
  | 'fuel'
  | 'transmission'
  | 'category'
  | 'condition'
  | 'description'
  | 'features'
  | 'colors'
  | 'selectedMediaIds'
> & {
  youtubeUrl: string
  available: boolean
}

/** One per-field message of a 400 answer. */
export interface FieldError {
  field: string
  message: string
}
