import { LEAD_TYPES, type LeadType } from './lead-rules'

/**
 * The field holding when the server sent the page a lead form is on, signed by the server
 * (`<milliseconds>.<signature>`): the server alone measures how fast a form came back, from its
 * own clock, whether or not the page's script ever ran.
 */
export const FORM_STAMP_FIELD = 'formStamp'

/** The element id of each kind of lead form: the server's stamp joins the form by it. */
export function leadFormId(type: LeadType): string {
  return `richiesta-${type}`
}

export const LEAD_FORM_IDS = LEAD_TYPES.map(leadFormId)
