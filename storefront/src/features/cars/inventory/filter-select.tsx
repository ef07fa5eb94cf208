import { Field } from '@/components/ui/field'

interface FilterSelectProps<T extends string> {
  name: string
  label: string
  /** the first choice, which sets no filter */
  anyLabel: string
  value: T | undefined
  options: { value: T; label: string }[]
  onChange: (value: T | undefined) => void
  disabled?: boolean
}

/** One labelled choice of the inventory filters; choosing applies it. */
export function FilterSelect<T extends string>({
  name,
  label,
  anyLabel,
  value,
  options,
  onChange,
  disabled,
}: FilterSelectProps<T>) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          className="field__control"
          name={name}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
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
