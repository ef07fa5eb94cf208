import type { CollectionConfig } from 'payload'

import { isAdmin } from '../../../access/isAdmin'

const nobody = () => false

/**
 * Every price a car had, with its date and who set it (docs/decisions/048-price-history-and-sold-pages.md).
 * Written by the cars' own hooks in the save's transaction, whatever made the save (panel,
 * console, REST, imports); never through the API. One small row per change, read by car and date.
 */
export const CarPrices: CollectionConfig = {
  slug: 'car-prices',
  labels: {
    singular: { it: 'Prezzo di un’auto', en: 'Car price' },
    plural: { it: 'Storico prezzi', en: 'Price history' },
  },
  admin: {
    defaultColumns: ['car', 'price', 'changedAt', 'changedByName'],
    // Read in the car's form; the console is read-only here.
    hidden: true,
    hideAPIURL: true,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  indexes: [{ fields: ['car', 'changedAt'] }],
  fields: [
    {
      name: 'car',
      type: 'relationship',
      relationTo: 'cars',
      required: true,
      maxDepth: 0,
      label: { it: 'Auto', en: 'Car' },
    },
    { name: 'price', type: 'number', required: true, label: { it: 'Prezzo (€)', en: 'Price (€)' } },
    { name: 'changedAt', type: 'date', required: true, label: { it: 'Dal', en: 'From' } },
    { name: 'changedBy', type: 'relationship', relationTo: 'users', maxDepth: 0, label: { it: 'Da', en: 'By' } },
    // The name as it was then: the history still names an account deleted later.
    { name: 'changedByName', type: 'text', maxLength: 120, label: { it: 'Nome', en: 'Name' } },
  ],
}
