import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Before a photo is deleted, whether from the panel or the console, it is taken
 * off every car that shows it (trashed ones too, so a restored car points at no
 * missing file); each car's gallery is rebuilt by its own save hook. It runs in
 * the delete's transaction, so a failed delete leaves the cars as they were.
 */
export const detachFromCars: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const mediaId = Number(id)
  const access = { req, user: req.user, overrideAccess: false } as const
  const { docs: cars } = await req.payload.find({
    collection: 'cars',
    where: { photos: { in: [mediaId] } },
    pagination: false,
    depth: 0,
    trash: true,
    ...access,
  })
  for (const car of cars) {
    const photos = (car.photos ?? []).map((photo) => (typeof photo === 'number' ? photo : photo.id))
    await req.payload.update({
      collection: 'cars',
      id: car.id,
      data: { photos: photos.filter((photoId) => photoId !== mediaId) },
      depth: 0,
      trash: true,
      ...access,
    })
  }
}
