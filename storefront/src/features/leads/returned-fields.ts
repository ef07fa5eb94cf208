import { createContext, useContext } from 'react'
import type { LeadType } from '@autosalone/domain/leads/lead-rules'

/**
 * What the visitor typed in a form the server refused without the page's script: the server
 * renders that page for them alone with the form filled in again beside its errors, and hands
 * the same values to the app so that it starts from them too.
 */
export interface ReturnedFields {
  type: string
  fields: Record<string, string>
}

const ReturnedFieldsContext = createContext<ReturnedFields | null>(null)

export const ReturnedFieldsProvider = ReturnedFieldsContext.Provider

/** The values typed in this kind of form before the server sent it back, if it did. */
export function useReturnedFields(type: LeadType): Record<string, string> | null {
  const returned = useContext(ReturnedFieldsContext)
  return returned?.type === type ? returned.fields : null
}
