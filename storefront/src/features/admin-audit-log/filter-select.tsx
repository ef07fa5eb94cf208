import { Field } from '@/components/ui/field'
interface FilterSelectProps {
  id: string
  label: string
  /** the first option, which sets no filter */
  anyLabel: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

/** One of the log's filters: a labelled list whose first choice is "all". */
export function FilterSelect({ id, label, anyLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label} id={id}>
      {(control) => (
        <select
          {...control}
          className="field__control"
          value={value}
          onChange={(event) => onChange(event.target.value)}
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
