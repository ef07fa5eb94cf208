import type { Payload, PayloadRequest } from 'payload'

/** What the feeds say of the dealership, from the site settings. */
export interface DealerFacts {
  name: string
  phone: string
  storeCode: string | null
  address: { street: string; postalCode: string; city: string; province: string; latitude: number; longitude: number }
}

export async function dealerFacts(payload: Payload, req?: PayloadRequest): Promise<DealerFacts> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    ...(req ? { req, user: req.user, overrideAccess: false } : {}),
  })
  const address = settings.address ?? {}
  return {
    name: settings.dealershipName,
    phone: settings.phone,
    storeCode: settings.googleStoreCode || null,
    address: {
      street: address.street ?? '',
      postalCode: address.postalCode ?? '',
      city: address.city ?? '',
      province: address.province ?? '',
      latitude: address.latitude ?? 0,
      longitude: address.longitude ?? 0,
    },
  }
}
