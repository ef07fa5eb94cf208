import { CAR_ENUMS, enumLabelKey, type CarEnumField, type EnumLabelKey } from '@autosalone/domain/enums'
import type { HistoryField, HistoryValue } from '@autosalone/domain/car-history'
import { formatMonth, formatNumber } from '@/lib/format'
import type { Language } from '@/lib/language'

const isEnumField = (field: string): field is CarEnumField => field in CAR_ENUMS

/**
 * A value of a history entry as the dealer reads it: prices and numbers with the language's
 * separators ('32.900'), the year as written, the registration as 'MM/YYYY', choices by their
 * label, yes/no, lists joined, and '—' for nothing.
 */
export function formatHistoryValue(
  field: HistoryField,
  value: HistoryValue,
  words: { language: Language; yes: string; no: string; choice: (key: EnumLabelKey) => string },
): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '—'
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (field === 'year') return String(value)
  if (field === 'firstRegistration' && typeof value === 'string') return formatMonth(value)
  if (typeof value === 'number') return formatNumber(value, words.language, Number.isInteger(value) ? 0 : 1)
  if (isEnumField(field)) return words.choice(enumLabelKey(field, value as never))
  return value
}
