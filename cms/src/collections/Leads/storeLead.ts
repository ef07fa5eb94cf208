import type { PayloadRequest } from 'payload'

import type { LeadFieldError, LeadInput } from '@autosalone/domain/leads/lead-input'
import { PRIVACY_NOTICE_VERSION } from '@autosalone/domain/leads/lead-rules'
import { inOneTransaction } from '../../endpoints/shared/saveTransaction'
import { queueLeadMail } from './jobs/queueLeadMail'

/**
 * Stores the request first, then queues the e-mails: whatever happens to the
 * mail server, the request is in the database and in the panel. What belongs to
 * the request (its trade-in photos) is stored in the same transaction: a photo
 * the pipeline refuses leaves no request behind, and no request misses a photo.
 */
export async function storeLead(
  req: PayloadRequest,
  input: LeadInput,
  confirmToVisitor: boolean,
  storeAttachments: (leadId: number) => Promise<void> = async () => {},
): Promise<{ id: number } | { errors: LeadFieldError[] }> {
  const { payload } = req
  if (input.carId !== null) {
    const { totalDocs } = await payload.count({ collection: 'cars', where: { id: { equals: input.carId } }, req })
    if (totalDocs === 0) return { errors: [{ field: 'car', code: 'invalidChoice', message: 'Auto non trovata' }] }
  }
  const now = new Date().toISOString()
  const lead = await inOneTransaction(req, async () => {
    const created = await payload.create({
      collection: 'leads',
      data: {
        type: input.type,
        status: 'nuova',
        car: input.carId,
        name: input.name,
        email: input.email || null,
        phone: input.phone || null,
        preferredContact: input.preferredContact,
        message: input.message || null,
        details: input.details,
        consents: {
          privacyVersion: PRIVACY_NOTICE_VERSION,
          privacyAt: now,
          marketing: input.marketingConsent,
          marketingAt: input.marketingConsent ? now : null,
        },
        page: input.page,
        language: input.language,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await storeAttachments(created.id)
    return created
  })
  await queueLeadMail(payload, lead.id, confirmToVisitor ? input.email || null : null)
  return { id: lead.id }
}
