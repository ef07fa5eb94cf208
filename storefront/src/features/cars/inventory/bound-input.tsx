import { useEffect, useState } from 'react'
import { Field } from '@/components/ui/field'

interface BoundInputProps {
  name: string
  label: string
  value: number | undefined
  onCommit: (value: number | undefined) => void
}

// Long enough to type a price without a request per digit.
const commitDelayMs = 700

function toNumber(text: string): number | undefined {
  const digits = text.replace(/[^\d]/g, '')
  return digits ? Number(digits) : undefined
}

/** A whole-number bound (price, year, power) that applies itself once the visitor stops typing. */
export function BoundInput({ name, label, value, onCommit }: BoundInputProps) {
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
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          className="field__control"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          name={name}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
    </Field>
  )
}
