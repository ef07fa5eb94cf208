import { useId, type ReactNode } from 'react'
import { FieldMessage } from '@/panel/components/field-message'

interface FormFieldProps {
  label: string
  error?: string
  required?: boolean
  requiredLabel?: string
  className?: string
  /** when the section title already says what the field is */
  labelHidden?: boolean
  /** the control, given the ids that tie it to its label and message */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** A label, its control and the control's error message. */
export function FormField({ label, error, required, requiredLabel, className, labelHidden, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`

  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={labelHidden ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
        {required && (
          <span className="admin-required" title={requiredLabel}>
            {' *'}
          </span>
        )}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      <FieldMessage id={errorId} message={error} />
    </div>
  )
}
