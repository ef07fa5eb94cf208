import { LEAD_TYPES, type LeadType } from '@autosalone/domain/leads/lead-rules'

/** A problem with one field, as the server or the form's own check reports it. */
export interface FieldProblem {
  field: string
  code: string
}

export interface FormProblems {
  fields: FieldProblem[]
  /** a problem with the whole request (too fast, too many), as a text key */
  general: string | null
}

export const noProblems: FormProblems = { fields: [], general: null }

const GENERAL_REASONS: Record<string, string> = { 'troppo-veloce': 'tooFast', limite: 'tooMany' }

/**
 * What the server said about a form posted without the page's script: it
 * answers with a redirect back to the page,
 * `?richiesta=errore&modulo=contatto&campi=email:invalidEmail#richiesta-contatto`,
 * so the page (rendered on the server, which never sees the anchor) can show
 * the problems next to the fields of that form.
 */
export function problemsFromAddress(search: string, type: LeadType): FormProblems {
  const params = new URLSearchParams(search)
  if (params.get('modulo') !== type || !LEAD_TYPES.includes(type)) return noProblems
  const reason = params.get('richiesta')
  if (!reason) return noProblems
  if (reason in GENERAL_REASONS) return { fields: [], general: GENERAL_REASONS[reason] }
  const fields = (params.get('campi') ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((pair): pair is [string, string] => pair.length === 2 && /^\w+$/.test(pair[0]) && /^\w+$/.test(pair[1]))
    .map(([field, code]) => ({ field, code }))
  return { fields, general: fields.length > 0 ? 'summary' : 'failed' }
}

export function problemOf(problems: FormProblems, field: string): FieldProblem | undefined {
  return problems.fields.find((problem) => problem.field === field)
}
