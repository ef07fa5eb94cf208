import { CAR_FIELD_LABELS, carFieldSchemas, carSchema, type CarInput } from './car-input-schema.ts'
import { isBlank } from './car-input-values.ts'
import { isAvailableStatus } from './enums.ts'

export const MISSING_FIELDS_MESSAGE = 'Campi mancanti: Per favore compila tutti i campi obbligatori prima di salvare.'
export const INVALID_FIELDS_MESSAGE = 'Dati non validi: correggi i campi indicati e riprova.'
export const REQUIRED_CAR_FIELDS = ['brand', 'model', 'name', 'year', 'price'] as const

export interface FieldError {
  field: string
  message: string
  /** where the rules name the problem: the key a client turns into a text in its own language */
  code?: string
}

export type CarInputResult = { ok: true; value: CarInput } | { ok: false; error: string; errors: FieldError[] }

/**
 * Other names the spec's two forms use for the same field. The panel sends the
 * canonical names; other clients may still send these.
 */
const ALIASES: Partial<Record<keyof CarInput, string>> = {
  colors: 'color',
  youtubeVideoId: 'youtubeUrl',
  isAvailable: 'available',
}

export const AVAILABILITY_STATUS_MESSAGE = `${CAR_FIELD_LABELS.isAvailable}: vale vero solo per lo stato Disponibile; manda lo stato da solo`

/** Sent together, `isAvailable` must say what `status` says (true only for 'disponibile'). */
function availabilityMatchesStatus({ status, isAvailable }: CarInput): boolean {
  return status === undefined || isAvailable === undefined || isAvailable === isAvailableStatus(status)
}

/** Fields where nothing entered means "leave as it is" rather than "clear it". */
const KEEP_WHEN_BLANK = new Set<keyof CarInput>([
  'mileage',
  'power',
  'fuel',
  'transmission',
  'category',
  'condition',
  'isAvailable',
  'status',
  'serviceHistory',
  'priceOnRequest',
])

/** Picks the known fields under their canonical names; remembers the name the client used. */
function collect(raw: Record<string, unknown>) {
  const values: Partial<Record<keyof CarInput, unknown>> = {}
  const sentAs: Partial<Record<keyof CarInput, string>> = {}
  for (const field of Object.keys(CAR_FIELD_LABELS) as (keyof CarInput)[]) {
    const key = field in raw ? field : ALIASES[field]
    if (key === undefined || !(key in raw) || raw[key] === undefined) continue
    if (KEEP_WHEN_BLANK.has(field) && isBlank(raw[key])) continue
    values[field] = raw[key]
    sentAs[field] = key
  }
  return { values, sentAs }
}

let wholeSchema: { year: number; schema: ReturnType<typeof carSchema> } | undefined

/** The car schema, made again only when the year (the newest model year) changes: an import parses thousands of rows. */
function currentCarSchema(now = new Date()) {
  if (wholeSchema?.year !== now.getFullYear()) wholeSchema = { year: now.getFullYear(), schema: carSchema(now) }
  return wholeSchema.schema
}

/**
 * Reads a car from a request body (JSON object or multipart fields). A new car
 * needs every required field; an update needs only what changes, but a required
 * field sent empty is still missing. Unknown fields are ignored.
 */
export function parseCarInput(raw: unknown, { partial }: { partial: boolean }): CarInputResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      error: INVALID_FIELDS_MESSAGE,
      errors: [{ field: 'body', message: 'Il corpo della richiesta deve essere un oggetto' }],
    }
  }
  const { values, sentAs } = collect(raw as Record<string, unknown>)
  const fieldName = (field: keyof CarInput) => sentAs[field] ?? field

  const missing = REQUIRED_CAR_FIELDS.filter((field) =>
    partial ? field in values && isBlank(values[field]) : isBlank(values[field] ?? null),
  )
  for (const field of missing) delete values[field]

  const result = currentCarSchema().safeParse(values)
  const errors: FieldError[] = missing.map((field) => ({
    field: fieldName(field),
    message: `${CAR_FIELD_LABELS[field]}: campo obbligatorio`,
  }))
  if (!result.success) {
    const reported = new Set<string>()
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'body') as keyof CarInput
      if (reported.has(field)) continue
      reported.add(field)
      errors.push({ field: fieldName(field), message: issue.message })
    }
  }
  const value = result.data
  if (value && !availabilityMatchesStatus(value)) {
    errors.push({ field: fieldName('isAvailable'), message: AVAILABILITY_STATUS_MESSAGE })
  }
  if (errors.length > 0) {
    return { ok: false, error: missing.length > 0 ? MISSING_FIELDS_MESSAGE : INVALID_FIELDS_MESSAGE, errors }
  }
  return { ok: true, value: value as CarInput }
}

let fieldSchemas: { year: number; schemas: ReturnType<typeof carFieldSchemas> } | undefined

/**
 * The message the API gives for one field's value, or null when the value is accepted:
 * for validators that check a field at a time, such as the console's.
 */
export function carFieldError(field: keyof CarInput, value: unknown, now = new Date()): string | null {
  // The schemas depend on the year only (the newest model year), so they are made once a year.
  if (fieldSchemas?.year !== now.getFullYear()) {
    fieldSchemas = { year: now.getFullYear(), schemas: carFieldSchemas(now) }
  }
  const result = fieldSchemas.schemas[field].safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? INVALID_FIELDS_MESSAGE)
}
