import type { Endpoint } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** GET /api/cars/by-slug/{slug}: the car the public detail page shows. */
export const carBySlug: Endpoint = {
  path: '/by-slug/:slug',
  method: 'get',
  handler: async (req) => {
    const slug = typeof req.routeParams?.slug === 'string' ? req.routeParams.slug : ''
    if (!SLUG.test(slug) || slug.length > 120) {
      return Response.json({ error: 'Auto non trovata' }, { status: 404 })
    }
    const { docs } = await req.payload.find({
      collection: 'cars',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (!docs[0]) return Response.json({ error: 'Auto non trovata' }, { status: 404 })
    return Response.json(docs[0])
  },
}
