/**
 * The hidden field of every lead form holding when the server rendered it, signed by the server
 * (`<milliseconds>.<signature>`): the server alone measures how fast a form was sent, from its
 * own clock, whether or not the page's script ever ran.
 */
export const FORM_STAMP_FIELD = 'formStamp'
