import { z } from 'zod'

/**
 * The sales channels the site keeps a feed for: Google's vehicle ads (a Merchant Center primary
 * feed, tab-delimited) and Meta's automotive catalogue (CSV). Each is served at
 * `/feeds/<channel>/<key>.<extension>`.
 */
export const CHANNELS = ['google-vehicle-ads', 'meta'] as const
export type Channel = (typeof CHANNELS)[number]

export const CHANNEL_EXTENSIONS: Record<Channel, string> = {
  'google-vehicle-ads': 'tsv',
  meta: 'csv',
}

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value)
}

/**
 * Why a channel leaves a car out, by code; the API answers the Italian text, the panel shows
 * the text of its language for the code.
 */
export const EXCLUSION_REASONS = {
  reserved: 'auto prenotata: il canale mostra solo auto in vendita',
  priceOnRequest: 'prezzo su richiesta',
  noPhoto: 'nessuna foto di almeno 800 px',
  noVin: 'manca il numero di telaio (VIN)',
  noEuroClass: 'manca la classe Euro',
  noCo2: 'mancano le emissioni di CO₂',
  noConsumption: 'manca il consumo combinato',
  noFirstRegistration: 'manca la data di prima immatricolazione',
  noColor: 'manca il colore',
  noDescription: 'manca la descrizione',
} as const

export type ExclusionCode = keyof typeof EXCLUSION_REASONS

/** What a whole channel lacks from the site settings, by code, with its Italian text. */
export const CHANNEL_PROBLEMS = {
  noStoreCode: 'manca il codice negozio di Google (Impostazioni)',
} as const

export type ChannelProblemCode = keyof typeof CHANNEL_PROBLEMS

const exclusionCodes = Object.keys(EXCLUSION_REASONS) as [ExclusionCode, ...ExclusionCode[]]
const problemCodes = Object.keys(CHANNEL_PROBLEMS) as [ChannelProblemCode, ...ChannelProblemCode[]]

/** One channel as `GET /api/admin/channels` answers it. */
export const channelAnswerSchema = z.object({
  channel: z.enum(CHANNELS),
  enabled: z.boolean(),
  /** the feed's address, with its secret key */
  url: z.string(),
  /** ids of the cars in the feed */
  included: z.array(z.number().int()),
  /** cars on offer that the channel leaves out, and why (Italian) */
  excluded: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      reasons: z.array(z.string()),
      codes: z.array(z.enum(exclusionCodes)),
    }),
  ),
  /** what the channel lacks from the settings (Italian), and its codes */
  problems: z.array(z.string()),
  problemCodes: z.array(z.enum(problemCodes)),
})

export type ChannelAnswer = z.infer<typeof channelAnswerSchema>

export const channelListSchema = z.object({ channels: z.array(channelAnswerSchema) })

/** What a channel's PATCH or key rotation answers: its state and address (its cars do not change). */
export const channelChangeSchema = channelAnswerSchema.pick({ channel: true, enabled: true, url: true })

export type ChannelChange = z.infer<typeof channelChangeSchema>

/** `PATCH /api/admin/channels/:channel` */
export const channelPatchSchema = z.object({ enabled: z.boolean({ error: 'enabled: deve essere vero o falso' }) })

/** The feed's address: the site's origin, the channel and its key. */
export function feedUrl(siteUrl: string, channel: Channel, key: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/feeds/${channel}/${key}.${CHANNEL_EXTENSIONS[channel]}`
}
