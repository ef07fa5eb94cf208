import {
  BULK_PERCENT_LIMITS,
  MAX_BULK_PRICE_AMOUNT,
  type PriceChange,
} from '@autosalone/domain/admin-car-list/bulk-action'

export type Direction = 'up' | 'down'

/**
 * The price change as the dealer typed it ('10', '2,5'), or null while it is not one the server
 * would take: the form offers 'Applica' only for a change that will be accepted.
 */
export function readPriceChange(kind: PriceChange['kind'], direction: Direction, typed: string): PriceChange | null {
  const text = typed.trim()
  const sign = direction === 'up' ? 1 : -1
  if (kind === 'amount') {
    // Euros as an Italian writes them: '1.000' is a thousand, never one euro.
    const digits = /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replaceAll('.', '') : text
    if (!/^\d+$/.test(digits)) return null
    const size = Number(digits)
    return size > 0 && size <= MAX_BULK_PRICE_AMOUNT ? { kind, value: sign * size } : null
  }
  const decimal = text.replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(decimal)) return null
  const value = sign * Number(decimal)
  return value !== 0 && value >= BULK_PERCENT_LIMITS.min && value <= BULK_PERCENT_LIMITS.max ? { kind, value } : null
}
