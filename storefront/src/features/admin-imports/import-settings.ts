import {
  IMPORT_ENUM_FIELDS,
  type ImportEnumField,
  type ImportField,
  type ImportMapping,
} from '@autosalone/domain/imports/import-fields'
import { IMPORT_LIMITS } from '@autosalone/domain/imports/import-api'
import { suggestEnumValue, type ImportValueMap } from '@autosalone/domain/imports/import-values'

/**
 * The mapping with `field` read from `column` (a column fills one field: another field that read
 * it lets it go), and the value table following it: a fixed-choice field's values are those of
 * its new column, suggested as the server does.
 */
export function withColumn(
  state: { mapping: ImportMapping; valueMap: ImportValueMap },
  rows: string[][],
  field: ImportField,
  column: number | null,
): { mapping: ImportMapping; valueMap: ImportValueMap } {
  const mapping: ImportMapping = { ...state.mapping, [field]: column }
  if (column !== null) {
    for (const other of Object.keys(mapping) as ImportField[])
      if (other !== field && mapping[other] === column) mapping[other] = null
  }
  const valueMap: ImportValueMap = {}
  for (const enumField of IMPORT_ENUM_FIELDS) {
    const source = mapping[enumField]
    if (typeof source !== 'number') continue
    valueMap[enumField] = valuesOf(rows, source, enumField, state.valueMap[enumField] ?? {})
  }
  return { mapping, valueMap }
}

function valuesOf(rows: string[][], column: number, field: ImportEnumField, chosen: Record<string, string | null>) {
  const values = [...new Set(rows.map((row) => row[column]).filter(Boolean))].slice(0, IMPORT_LIMITS.distinctValues)
  return Object.fromEntries(
    values.map((value) => [value, value in chosen ? chosen[value] : suggestEnumValue(field, value)]),
  )
}
