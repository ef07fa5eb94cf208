interface FilterCheckProps {
  name: string
  label: string
  checked: boolean
  onChange: (checked: true | undefined) => void
}

/** A yes-or-no filter: ticked, the form sends `name=1`; left alone, nothing. */
export function FilterCheck({ name, label, checked, onChange }: FilterCheckProps) {
  return (
    <label className="filter-check">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked ? true : undefined)}
      />
      <span>{label}</span>
    </label>
  )
}
