import { randomBytes } from 'node:crypto'
import type { Field, GlobalConfig } from 'payload'

import { ownerMay } from '../access/isAdmin'
import { recordGlobalChange } from '../audit/auditHooks'

/** A feed key: 192 random bits, safe in a path. Rotating it puts a new one in the same row. */
export function newFeedKey(): string {
  return randomBytes(24).toString('base64url')
}

function channelGroup(name: string, label: string): Field {
  return {
    name,
    type: 'group',
    label,
    fields: [
      { name: 'enabled', type: 'checkbox', defaultValue: true, label: { it: 'Attivo', en: 'On' } },
      {
        name: 'key',
        type: 'text',
        required: true,
        defaultValue: newFeedKey,
        label: { it: 'Chiave segreta', en: 'Secret key' },
        admin: {
          readOnly: true,
          description: { it: 'Si rigenera dalla pagina Canali.', en: 'Rotated from the Canali page.' },
        },
      },
    ],
  }
}

/**
 * Each channel's on/off and the secret key in its feed's address, in PostgreSQL so that every
 * replica answers a rotated key's old address with 404 at once. Only the dealer reads it: the
 * key is what lets a channel in.
 */
export const FeedChannels: GlobalConfig = {
  slug: 'feed-channels',
  label: { it: 'Canali', en: 'Channels' },
  access: { read: ownerMay('channels.manage'), update: ownerMay('channels.manage') },
  // Names of the changed fields only: a channel's key is a secret.
  hooks: { afterChange: [recordGlobalChange('channels.changed')] },
  fields: [channelGroup('googleVehicleAds', 'Google vehicle ads'), channelGroup('meta', 'Meta')],
}
