import { useId, type ReactNode } from 'react'

/** What the control receives to be named by its label and described by the hint and the error. */
export interface FieldControl {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** The classes a form's stylesheet gives a field's parts, beyond the shared `field` ones. */
export interface FieldLook {
  root?: string
  invalid?: string
  hint?: string
  error?: string
}

interface FieldProps {
  label: ReactNode
  /** a fixed id for the control, when a link or a test points at it; otherwise one is made */
  id?: string
  hint?: ReactNode
  /** the error's text, shown under the control and read with it */
  error?: ReactNode
  /** the marker after the label of a required field (its words come from the form) */
  requiredMark?: ReactNode
  /** when a heading or the layout already says what the field is */
  labelHidden?: boolean
  /** the label's class where a form styles it its own way ('' for none) */
  labelClassName?: string
  className?: string
  look?: FieldLook
  children: (control: FieldControl) => ReactNode
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/**
 * A label, its control, and the control's hint and error: the label names the control by id, and
 * the control names the hint and the error it shows with aria-describedby, so a screen reader reads
 * them with the control.
 */
export function Field({
  label,
  id: fixedId,
  hint,
  error,
  requiredMark,
  labelHidden,
  labelClassName = 'field__label',
  className,
  look = {},
  children,
}: FieldProps) {
  const madeId = useId()
  const id = fixedId ?? madeId
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const invalid = Boolean(error)
  const describedBy = classes(Boolean(hint) && hintId, invalid && errorId)
  return (
    <div className={classes('field', look.root, className, invalid && look.invalid)}>
      <label className={labelHidden ? 'visually-hidden' : labelClassName || undefined} htmlFor={id}>
        {label}
        {requiredMark}
      </label>
      {children({
        id,
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p className={look.hint ?? 'field__hint'} id={hintId}>
          {hint}
        </p>
      )}
      {invalid && (
        <p className={look.error ?? 'field__error'} id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}
