/**
 * The contact details a new site starts with: plainly not the dealer's, so the site works before
 * they are filled in, and the panel keeps saying so until every one has been replaced.
 */
export const PLACEHOLDER_CONTACTS = {
  phone: '+39 0523 000000',
  whatsapp: '390000000000',
  email: 'info@autosalone-arda.example',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  /** eleven zeros: a valid shape, plainly no one's partita IVA */
  vatNumber: '00000000000',
} as const

export type ContactField = keyof typeof PLACEHOLDER_CONTACTS

export interface ContactValues {
  phone?: string | null
  whatsapp?: string | null
  email?: string | null
  social?: { facebook?: string | null; instagram?: string | null } | null
  vatNumber?: string | null
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '')

/** The domains kept for examples (RFC 2606): mail to them never reaches anyone. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost|example\.(?:com|net|org))$/i

function isExampleAddress(email: string | null | undefined): boolean {
  const domain = (email ?? '').trim().split('@')[1] ?? ''
  return domain === '' || EXAMPLE_DOMAIN.test(domain)
}

/** A link to a network's home page (nothing after the host) leads to no one's profile. */
function isNetworkHomePage(link: string | null | undefined): boolean {
  if (!link?.trim()) return false
  try {
    const url = new URL(link.trim())
    return url.pathname.replace(/\/+$/, '') === '' && url.search === ''
  } catch {
    return false
  }
}

/**
 * The contact details that are still placeholders: the starting phone or WhatsApp number, an
 * e-mail address at an example domain, a social link to the network's home page. An empty
 * social link is the dealer's choice not to show one, not a placeholder.
 */
export function placeholderContacts(values: ContactValues): ContactField[] {
  const found: ContactField[] = []
  const phone = digits(values.phone)
  if (phone === '' || phone === digits(PLACEHOLDER_CONTACTS.phone)) found.push('phone')
  const whatsapp = digits(values.whatsapp)
  if (whatsapp === '' || whatsapp === PLACEHOLDER_CONTACTS.whatsapp) found.push('whatsapp')
  if (isExampleAddress(values.email)) found.push('email')
  if (isNetworkHomePage(values.social?.facebook)) found.push('facebook')
  if (isNetworkHomePage(values.social?.instagram)) found.push('instagram')
  // Settings read before the field existed carry no VAT number at all: that is not a placeholder.
  if (values.vatNumber !== undefined && ['', PLACEHOLDER_CONTACTS.vatNumber].includes(digits(values.vatNumber)))
    found.push('vatNumber')
  return found
}
