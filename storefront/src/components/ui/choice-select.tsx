import type { SelectHTMLAttributes } from 'react'
import { Field } from './field'

export interface Choice<T extends string | number = string | number> {
  value: T
  label: string
}

export interface ChoiceSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'children'
> {
  label: string
  /** the first choice, the empty value: no filter, or a search left open on this point */
  anyLabel: string
  options: readonly Choice[]
  /** a fixed id for the list, when a link or a test points at it; otherwise one is made */
  id?: string
}

/** A labelled drop-down list: first the choice that leaves the point open, then the given ones. */
export function ChoiceSelect({ label, anyLabel, options, id, ...select }: ChoiceSelectProps) {
  return (
    <Field label={label} id={id}>
      {(control) => (
        <select {...control} className="field__control" {...select}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
