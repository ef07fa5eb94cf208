import { useEffect, useState } from 'react'

interface BoundInputProps {
  name: string
  label: string
  value: number | undefined
  onCommit: (value: number | undefined) => void
  placeholder?: string
}

// Long enough to type a price without a request per digit.
const commitDelayMs = 700

function toNumber(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '')
  return digits ? Number(digits) : undefined
}

/** A whole-number bound (price, year, power) that applies itself once the visitor stops typing. */
export function BoundInput({ name, label, value, onCommit, placeholder }: BoundInputProps) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value))
  const [shown, setShown] = useState(value)
  // A value changed from outside (clear, back button) replaces what was typed.
  if (shown !== value) {
    setShown(value)
    setDraft(value === undefined ? '' : String(value))
  }

  useEffect(() => {
    const typed = toNumber(draft)
    if (typed === value) return
    const timer = setTimeout(() => onCommit(typed), commitDelayMs)
    return () => clearTimeout(timer)
  }, [draft, value, onCommit])

  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__control"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        name={name}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
      />
    </label>
  )
}
