import type { Endpoint, PayloadRequest } from 'payload'

import { INVALID_FIELDS_MESSAGE } from '@autosalone/domain/car-input'
import type { DealerSettingsAnswer } from '@autosalone/domain/dealer-settings/settings-answer'
import { readDealerSettings } from '@autosalone/domain/dealer-settings/settings-input'
import { SOLD_PAGE_DAYS } from '@autosalone/domain/prices/sold-page'
import type { SiteSetting } from '../../payload-types'
import { BODY_LIMITS } from '../../lib/requestLimits'
import { answerErrorsAsJson, invalidInput } from '../shared/errorResponse'
import { readRequestBody } from '../shared/readRequestBody'
import { requireAdmin, requireOwner } from '../shared/requireAdmin'

/** The part of the site settings the panel's 'Impostazioni' page edits, as it edits it. */
function dealerSettingsOf(settings: SiteSetting): DealerSettingsAnswer {
  const { address, social } = settings
  return {
    phone: settings.phone,
    whatsapp: settings.whatsapp,
    email: settings.email,
    address: {
      street: address?.street ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
      province: address?.province ?? '',
      latitude: address?.latitude ?? 0,
      longitude: address?.longitude ?? 0,
    },
    openingHours: (settings.openingHours ?? []).map(({ days, daysEn, hours, hoursEn }) => ({
      days,
      daysEn: daysEn ?? null,
      hours,
      hoursEn: hoursEn ?? null,
    })),
    social: { facebook: social?.facebook ?? null, instagram: social?.instagram ?? null },
    analyticsId: settings.analyticsId ?? null,
    slogan: settings.slogan ?? null,
    sloganEn: settings.sloganEn ?? null,
    vatNumber: settings.vatNumber ?? null,
    closures: (settings.closures ?? []).map(({ from, to }) => ({ from, to: to ?? null })),
    googleStoreCode: settings.googleStoreCode ?? null,
    aboutFigures: (settings.aboutFigures ?? []).map(({ value, label, labelEn }) => ({
      value,
      label,
      labelEn: labelEn ?? null,
    })),
    soldPageDays: settings.soldPageDays ?? SOLD_PAGE_DAYS.default,
  }
}

const siteSettings = { slug: 'site-settings', depth: 0, overrideAccess: false } as const

function readSettings(req: PayloadRequest) {
  return req.payload.findGlobal({ ...siteSettings, user: req.user, req })
}

/** GET /api/admin/settings: the dealer's contact details, address, hours, links and slogans. */
export const getDealerSettings: Endpoint = {
  path: '/admin/settings',
  method: 'get',
  handler: answerErrorsAsJson(async (req) => {
    requireAdmin(req)
    return Response.json(dealerSettingsOf(await readSettings(req)), { headers: { 'Cache-Control': 'no-store' } })
  }),
}

/**
 * PUT /api/admin/settings: the whole page at once. Every value is checked by the domain's rules
 * and every problem answered by field (400); the rest of the settings (name, finance) is kept.
 */
export const updateDealerSettings: Endpoint = {
  path: '/admin/settings',
  method: 'put',
  handler: answerErrorsAsJson(async (req) => {
    requireOwner(req, 'settings.write')
    const { fields } = await readRequestBody(req, { maxBytes: BODY_LIMITS.text })
    const result = readDealerSettings(fields)
    if (!result.ok) throw invalidInput(INVALID_FIELDS_MESSAGE, result.errors)
    const saved = await req.payload.updateGlobal({
      ...siteSettings,
      data: result.value,
      user: req.user,
      req,
    })
    return Response.json(dealerSettingsOf(saved))
  }),
}
