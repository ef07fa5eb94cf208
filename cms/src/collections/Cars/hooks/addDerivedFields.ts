import type { CollectionAfterReadHook } from 'payload'

import type { GalleryPhoto } from './buildGallery'

/**
 * The record the spec's clients read: photo URLs in order (first = cover), the
 * selected media ids, and the colours as one text.
 */
export const addDerivedFields: CollectionAfterReadHook = ({ doc }) => {
  if (!doc) return doc
  const gallery: GalleryPhoto[] = Array.isArray(doc.gallery) ? doc.gallery : []
  const colors: string[] = Array.isArray(doc.colors) ? doc.colors : []
  return {
    ...doc,
    colors,
    features: Array.isArray(doc.features) ? doc.features : [],
    color: colors.join(', '),
    selectedMediaIds: gallery.map((photo) => photo.id),
    mainImage: gallery[0]?.large ?? null,
    images: gallery.map((photo) => photo.large),
    cards: gallery.map((photo) => photo.card),
    thumbnails: gallery.map((photo) => photo.thumbnail),
  }
}
