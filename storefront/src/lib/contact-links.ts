/** A wa.me chat with the dealer and a message already typed; `null` without a usable number. */
export function whatsappLink(number: string | null | undefined, message: string): string | null {
  const digits = number?.replace(/\D/g, '') ?? ''
  if (digits.length < 8) return null
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
}

/** A `tel:` link that phones accept, from a number written for people (`+39 0523 000000`). */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
