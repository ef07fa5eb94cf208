import { useId, type ReactNode } from 'react'

interface FieldProps {
  label: string
  /** the control, given the id its label points to */
  children: (id: string) => ReactNode
}

/** A label above its form control, tied by id so the label names the control and nothing else. */
export function Field({ label, children }: FieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}
