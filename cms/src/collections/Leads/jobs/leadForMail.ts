import type { Payload } from 'payload'

import type { Lead, SiteSetting } from '../../../payload-types'

export interface LeadForMail {
  lead: Lead
  settings: SiteSetting
  /** the name of the car the request is about, if any */
  carName: string | null
  /** how many trade-in photos came with it (they stay in the panel, private) */
  photoCount: number
}

/**
 * What either e-mail about a request needs: the request with its car, and the dealer's
 * settings. `null` once the request is gone (retention, the dealer deleted it).
 */
export async function readLeadForMail(payload: Payload, leadId: number): Promise<LeadForMail | null> {
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!lead) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const carName = lead.car && typeof lead.car === 'object' ? lead.car.name : null
  const { totalDocs: photoCount } = await payload.count({
    collection: 'media',
    where: { lead: { equals: leadId } },
    overrideAccess: true,
  })
  return { lead, settings, carName, photoCount }
}
