import type { PostalAddress } from '@/lib/site-settings/types'

/** `Via Emilia 1` / `29017 Fiorenzuola d'Arda (PC)`, leaving out what the dealer has not filled in. */
export function formatAddressLines(address: PostalAddress): string[] {
  const town = [address.postalCode, address.city].filter(Boolean).join(' ')
  const townLine = address.province ? `${town} (${address.province})` : town
  return [address.street, townLine].filter((line): line is string => Boolean(line?.trim()))
}

/** The address on one line, e.g. for a maps search. */
export function formatAddress(address: PostalAddress): string {
  return formatAddressLines(address).join(', ')
}
