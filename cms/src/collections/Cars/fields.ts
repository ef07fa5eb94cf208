import type { NumberField } from 'payload'

type Label = { it: string; en: string }

/** A whole-number field with bounds; the message names the range in Italian, as the panel does. */
export function integerField(
  name: string,
  label: Label,
  { min, max, required = false, defaultValue }: { min: number; max: number; required?: boolean; defaultValue?: number },
): NumberField {
  return {
    name,
    type: 'number',
    label,
    required,
    defaultValue,
    min,
    max,
    index: true,
    validate: (value: number | number[] | null | undefined) => {
      if (value === null || value === undefined) return required ? 'Campo obbligatorio' : true
      if (typeof value !== 'number' || !Number.isInteger(value)) return `Inserisci un numero intero`
      if (value < min || value > max) return `Inserisci un numero tra ${min} e ${max}`
      return true
    },
  }
}
