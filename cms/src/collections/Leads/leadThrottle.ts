import type { Payload } from 'payload'

import { subscriberAddress } from '../../lib/subscriberAddress'
import { consumeOne, rateLimiter } from '../../lib/rateLimits'
import type { LeadLimits } from './leadLimits'

export type LeadTicket =
  | { allowed: true }
  /** `address`: this subscriber sent too many; `site`: the whole site received too many. */
  | { allowed: false; limit: 'address' | 'site'; retryAfterSeconds: number }

const HOUR = 60 * 60

/**
 * Counts a request against its subscriber (an IPv4 address, or an IPv6 /64) and, if that one
 * is within its limit, against the whole site, each in an hour from its first request, in
 * PostgreSQL: every replica sees the same counts, and each count is one atomic statement. A
 * request refused by its address does not use up the site's hour.
 */
export async function takeLeadTicket(payload: Payload, address: string, limits: LeadLimits): Promise<LeadTicket> {
  const byAddress = rateLimiter(payload, {
    keyPrefix: 'lead-address',
    points: limits.perAddressPerHour,
    duration: HOUR,
  })
  const addressTicket = await consumeOne(byAddress, subscriberAddress(address))
  if (!addressTicket.allowed) return { ...addressTicket, limit: 'address' }
  const site = rateLimiter(payload, { keyPrefix: 'lead-site', points: limits.sitePerHour, duration: HOUR })
  const siteTicket = await consumeOne(site, 'site')
  return siteTicket.allowed ? siteTicket : { ...siteTicket, limit: 'site' }
}
