/** Where a photo in the trash was: on which car, and at which place of its photos (0 is the cover). */
export interface DetachedPlace {
  car: number
  /** null for a photo trashed before places were kept: it goes back last */
  position: number | null
}

/** Reads `detachedFrom` as stored: places, or the bare car ids kept before places were. */
export function readDetachedPlaces(value: unknown): DetachedPlace[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry): DetachedPlace[] => {
    if (Number.isInteger(entry)) return [{ car: entry as number, position: null }]
    if (entry === null || typeof entry !== 'object') return []
    const { car, position } = entry as Record<string, unknown>
    if (!Number.isInteger(car)) return []
    return [{ car: car as number, position: Number.isInteger(position) ? (position as number) : null }]
  })
}

export const detachedCarIds = (value: unknown): number[] => readDetachedPlaces(value).map(({ car }) => car)

/** The car's photos with the restored one back in its place, or last when its place is gone. */
export function putBack(photos: number[], photo: number, position: number | null): number[] {
  const at = position === null ? photos.length : Math.min(Math.max(position, 0), photos.length)
  return [...photos.slice(0, at), photo, ...photos.slice(at)]
}
