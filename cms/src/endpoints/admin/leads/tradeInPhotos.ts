import type { PayloadRequest } from 'payload'

import type { TradeInPhoto } from '@autosalone/domain/leads/admin-lead-answer'

const fileUrl = (filename: string) => `/api/media/file/${encodeURIComponent(filename)}`

/** The photos a visitor sent with a valuation request, in the order they were sent. */
export async function tradeInPhotos(req: PayloadRequest, leadId: number): Promise<TradeInPhoto[]> {
  const { docs } = await req.payload.find({
    collection: 'media',
    where: { lead: { equals: leadId } },
    sort: 'id',
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  })
  return docs.flatMap((photo) => {
    if (!photo.filename) return []
    const thumbnail = photo.sizes?.thumbnail?.filename ?? photo.filename
    return [
      {
        id: photo.id,
        name: photo.originalFilename ?? photo.filename,
        thumbnail: fileUrl(thumbnail),
        url: fileUrl(photo.sizes?.large?.filename ?? photo.filename),
      },
    ]
  })
}
