import type { Field } from 'payload'

import { priceDropSchema, shownPriceDrop, type PriceDrop } from '@autosalone/domain/prices/price-drop'
import { typedAs } from '../fields'

/**
 * The car's current reduction, set by `markPriceDrop` when a save lowers the price and answered
 * only while the site shows it (30 days, the price still reduced, the car not sold). Selectable
 * alone, so the cards' lists ask for it without the history.
 */
export const priceDropField: Field = {
  name: 'priceDrop',
  type: 'json',
  label: { it: 'Prezzo ribassato', en: 'Price reduced' },
  admin: { hidden: true, readOnly: true },
  typescriptSchema: typedAs(priceDropSchema.nullable()),
  hooks: {
    afterRead: [
      ({ value, siblingData }) => {
        const stored = priceDropSchema.safeParse(value)
        return shownPriceDrop(stored.success ? stored.data : null, siblingData, new Date())
      },
    ],
  },
}

/** The stored reduction as the hooks read it back (the answer's form, or nothing). */
export function readPriceDrop(value: unknown): PriceDrop | null {
  const parsed = priceDropSchema.nullable().safeParse(value ?? null)
  return parsed.success ? parsed.data : null
}
