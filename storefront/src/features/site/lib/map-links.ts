import type { PostalAddress } from '@/lib/site-settings/types'
import { formatAddress } from './address'

// About 600 m each side of the dealer: the town around it, the street still readable.
const halfSpanDegrees = 0.006

function hasPosition(address: PostalAddress): address is PostalAddress & { latitude: number; longitude: number } {
  return typeof address.latitude === 'number' && typeof address.longitude === 'number'
}

/** OpenStreetMap's embeddable map (no cookies) centred on the dealer with a marker; `null` without a position. */
export function openStreetMapEmbedUrl(address: PostalAddress): string | null {
  if (!hasPosition(address)) return null
  const { latitude: lat, longitude: lon } = address
  const bbox = [lon - halfSpanDegrees, lat - halfSpanDegrees, lon + halfSpanDegrees, lat + halfSpanDegrees]
    .map((value) => value.toFixed(5))
    .join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`
}

/** A maps search for the address, which phones open in their maps app. */
export function openInMapsUrl(address: PostalAddress): string {
  const query = hasPosition(address) ? `${address.latitude},${address.longitude}` : formatAddress(address)
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
