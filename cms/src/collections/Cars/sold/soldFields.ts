import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * When the car was sold: its page stays 'Venduta' for the days the dealer set, then answers 301
 * to the inventory of its make and model (docs/decisions/048-price-history-and-sold-pages.md).
 */
export const soldAtField: Field = {
  name: 'soldAt',
  type: 'date',
  label: { it: 'Venduta il', en: 'Sold on' },
  admin: {
    position: 'sidebar',
    readOnly: true,
    condition: (data) => data?.status === 'venduta',
    date: { pickerAppearance: 'dayAndTime' },
  },
}

/**
 * Dates the sale: set when the status becomes 'venduta', kept while it stays so, cleared when the
 * car is back on offer. Runs after `followStatus`, which settles the status; nothing a client
 * sends is taken.
 */
export const dateTheSale: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const before = originalDoc as { status?: string; soldAt?: string | null } | undefined
  const status = (data as { status?: string }).status ?? before?.status
  if (status !== 'venduta') return { ...data, soldAt: null }
  const stillSold = before?.status === 'venduta' && before.soldAt
  return { ...data, soldAt: stillSold ? before.soldAt : new Date().toISOString() }
}
