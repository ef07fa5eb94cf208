import { ChoiceSelect, type Choice } from '@/components/ui/choice-select'

interface FilterSelectProps<T extends string> {
  name: string
  label: string
  /** the first choice, which sets no filter */
  anyLabel: string
  value: T | undefined
  options: Choice<T>[]
  onChange: (value: T | undefined) => void
  disabled?: boolean
}

/** One labelled choice of the inventory filters; choosing applies it. */
export function FilterSelect<T extends string>({ value, options, onChange, ...select }: FilterSelectProps<T>) {
  return (
    <ChoiceSelect
      {...select}
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
    />
  )
}
