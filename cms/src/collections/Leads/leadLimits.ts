import { readEnv } from '../../boot/env'

const MB = 1024 * 1024

/**
 * Every bound on what anonymous visitors' requests may cost, in one place. All are counted in
 * PostgreSQL (the app runs as several replicas). The ones a dealer may need to change come from
 * the environment (`LEADS_PER_HOUR`, `LEAD_PHOTOS_MB_DAY`, `LEAD_PHOTOS_MB_TOTAL`, see
 * `boot/env.ts`); the others are fixed here.
 */
export function leadLimits(env = readEnv()) {
  return {
    /** Requests one subscriber (an IPv4 address, an IPv6 /64) may send per hour. */
    perAddressPerHour: 5,
    /** Requests the whole site stores per hour, from every address together. */
    sitePerHour: env.leads.perHour,
    /** The rolling window the photos' recent bytes are counted over. */
    photoWindowHours: 24,
    /** Bytes of visitors' photos stored within the window, and kept in all. */
    photoBytesPerWindow: Math.floor(env.leads.photoMbPerDay * MB),
    photoBytesTotal: Math.floor(env.leads.photoMbTotal * MB),
    /**
     * How long a reservation of photo bytes counts while its request is being stored; one left by
     * a process that stopped mid-way stops counting after it.
     */
    photoReservationMinutes: 15,
  }
}

export type LeadLimits = ReturnType<typeof leadLimits>
