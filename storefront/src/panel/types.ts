export interface AdminUser {
  id: number
  username: string
  /** 'titolare' or 'venditore' (`/api/users/me`; the sign-in's answer leaves it out) */
  role?: string
  name?: string | null
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
  /** ISO date of the upload */
  createdAt?: string
  /** the cars on the site that use the photo */
  usedBy?: { id: number; name: string }[]
}
