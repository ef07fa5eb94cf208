import { carFieldError } from '@autosalone/domain/car-input'
import { priceRequiredError } from '@autosalone/domain/car-publication'
import { CAR_FIELD_LABELS, type CarFields, type CarInput } from '@autosalone/domain/car-input-schema'
import { isBlank } from '@autosalone/domain/car-input-values'
import { CAR_ENUM_LABELS, selectOptions } from '@autosalone/domain/enums'
import type { NumberField, NumberFieldSingleValidation, SelectField, TextField } from 'payload'
import { z } from 'zod'

type Label = { it: string; en: string }
type IntegerField = { [K in keyof CarFields]: CarFields[K] extends number ? K : never }[keyof CarFields]
type TypescriptSchema = NonNullable<TextField['typescriptSchema']>

/**
 * A console validator with the contract's rules and messages: the console refuses
 * what the API refuses, in the same words.
 */
export function contractValidate(field: keyof CarInput, { required = false }: { required?: boolean } = {}) {
  return (value: unknown): string | true => {
    if (value === undefined || isBlank(value)) return required ? `${CAR_FIELD_LABELS[field]}: campo obbligatorio` : true
    return carFieldError(field, value) ?? true
  }
}

/** The generated type of a field, from the contract's schema instead of Payload's `unknown` for JSON. */
export function typedAs(schema: z.ZodType): TypescriptSchema {
  return [
    () => {
      const { $schema: _schema, ...json } = z.toJSONSchema(schema, { target: 'draft-4' })
      return json as ReturnType<TypescriptSchema[number]>
    },
  ]
}

/** A whole-number field with the contract's bounds and messages. */
export function integerField(
  name: IntegerField,
  label: Label,
  {
    min,
    max,
    required = false,
    defaultValue,
    validate = contractValidate(name, { required }),
  }: { min: number; max: number; required?: boolean; defaultValue?: number; validate?: NumberFieldSingleValidation },
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
    validate,
  }
}

type ChoiceField = 'fuel' | 'transmission' | 'category' | 'condition'

/**
 * A required choice among the contract's values, with their Italian labels and the contract's
 * messages; indexed, since the inventory filters on it.
 */
export function choiceField(
  name: ChoiceField,
  english: string,
  values: readonly string[],
  defaultValue: string,
): SelectField {
  return {
    name,
    type: 'select',
    label: { it: CAR_FIELD_LABELS[name], en: english },
    options: selectOptions(values, CAR_ENUM_LABELS[name]),
    defaultValue,
    required: true,
    index: true,
    validate: contractValidate(name, { required: true }),
  }
}

const checkPrice = contractValidate('price', { required: true })

/** The price: the contract's rules, and 0 only when the site shows 'Prezzo su richiesta'. */
export const priceValidate: NumberFieldSingleValidation = (value, { data }) => {
  const valueError = checkPrice(value)
  if (valueError !== true) return valueError
  // `data` is the whole car as it will be saved; the field's own value may be the console's unsaved one.
  const car = { ...(data as object), ...(value !== undefined ? { price: value } : {}) }
  return priceRequiredError(car) ?? true
}
