import { useTranslation } from 'react-i18next'
import type { FieldLook } from '@/components/ui/field'
import type { FieldProblem } from './lead-errors'

const leadFieldLook: FieldLook = {
  root: 'lead-field',
  invalid: 'lead-field--invalid',
  hint: 'lead-field__hint',
  error: 'lead-field__error',
}

/** The lead forms' side of a `Field`: their look, the "(required)" marker and a problem's message. */
export function useLeadField() {
  const { t } = useTranslation('leads')
  return (problem: FieldProblem | undefined, required?: boolean) => ({
    look: leadFieldLook,
    error: problem && t(`errors.${problem.code}` as 'errors.required'),
    requiredMark: required && <span className="lead-field__required"> ({t('fields.required')})</span>,
  })
}
