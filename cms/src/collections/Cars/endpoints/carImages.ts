import type { Endpoint } from 'payload'

import type { CarImagesAnswer } from '@autosalone/domain/car-record'

/** GET /api/cars/{id}/images: the car's full-quality photo URLs, cover first. */
export const carImages: Endpoint = {
  path: '/:id/images',
  method: 'get',
  handler: async (req) => {
    const id = typeof req.routeParams?.id === 'string' ? req.routeParams.id : ''
    if (!/^\d{1,9}$/.test(id)) return Response.json({ error: 'Auto non trovata' }, { status: 404 })
    const { docs } = await req.payload.find({
      collection: 'cars',
      where: { id: { equals: Number(id) } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const car = docs[0] as { images?: string[] } | undefined
    if (!car) return Response.json({ error: 'Auto non trovata' }, { status: 404 })
    const answer: CarImagesAnswer = { images: car.images ?? [] }
    return Response.json(answer)
  },
}
