import { createContext, useContext } from 'react'

/**
 * When the server rendered the page the visit began with, signed by it: every lead form sends
 * it, and the server alone judges whether a form came back too fast for a person. A form the app
 * draws after a navigation carries the same stamp, since the visitor has been on the site at
 * least that long.
 */
const FormStampContext = createContext('')

export const FormStampProvider = FormStampContext.Provider

export function useFormStamp(): string {
  return useContext(FormStampContext)
}
