import { useState } from 'react'

interface FilterCheckProps {
  name: string
  label: string
  checked: boolean
  onChange: (checked: true | undefined) => void
}

/**
 * A yes-or-no filter: ticked, the form sends `name=1`; left alone, nothing. The box shows the
 * visitor's tick at once, while the address and the list follow when the new list has loaded.
 */
export function FilterCheck({ name, label, checked, onChange }: FilterCheckProps) {
  const [shown, setShown] = useState(checked)
  const [applied, setApplied] = useState(checked)
  // The address changed (the list loaded, or the filters were cleared): it decides again.
  if (applied !== checked) {
    setApplied(checked)
    setShown(checked)
  }

  return (
    <label className="filter-check">
      <input
        type="checkbox"
        name={name}
        value="1"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked)
          onChange(event.target.checked ? true : undefined)
        }}
      />
      <span>{label}</span>
    </label>
  )
}
