import type { ChangeEvent } from 'react'
import { Field } from '@/components/ui/field'

interface SearchSelectProps {
  name: string
  label: string
  /** the first choice, which leaves the search open on this point */
  anyLabel: string
  options: { value: string | number; label: string }[]
  value?: string
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
  disabled?: boolean
}

/** One choice of the home search, named as the inventory's query string names it. */
export function SearchSelect({ name, label, anyLabel, options, value, onChange, disabled }: SearchSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="field__control"
          name={name}
          {...(onChange ? { value, onChange } : { defaultValue: '' })}
          disabled={disabled}
        >
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
