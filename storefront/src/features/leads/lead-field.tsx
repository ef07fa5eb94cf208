import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldProblem } from './lead-errors'

export interface ControlProps {
  id: string
  name: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}

interface LeadFieldProps {
  name: string
  label: string
  required?: boolean
  problem?: FieldProblem
  hint?: string
  children: (props: ControlProps) => ReactNode
}

/** A labelled control whose error (and hint) the control names with aria-describedby. */
export function LeadField({ name, label, required, problem, hint, children }: LeadFieldProps) {
  const { t } = useTranslation('leads')
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={problem ? 'field lead-field lead-field--invalid' : 'field lead-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="lead-field__required"> ({t('fields.required')})</span>}
      </label>
      {children({
        id,
        name,
        required,
        ...(problem ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p className="lead-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="lead-field__error" id={errorId}>
          {t(`errors.${problem.code}` as 'errors.required')}
        </p>
      )}
    </div>
  )
}
