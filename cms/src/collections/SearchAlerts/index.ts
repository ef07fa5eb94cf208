import type { CollectionConfig } from 'payload'

import { isAdmin, ownerMay } from '../../access/isAdmin'
import { subscribe } from './endpoints/subscribe'
import { confirmAlert, manageAlerts, removeAlert, unsubscribeOneClick } from './endpoints/tokenEndpoints'
import { consentsGroup } from '../consentsGroup'

/**
 * Saved searches with e-mail alerts (docs/decisions/047-saved-search-alerts.md). Closed to the
 * public: visitors reach them only through the bounded endpoints here, authorised by the tokens
 * their e-mails carry. An alert holds an address (personal data), so it is deleted, never kept
 * switched off, when its owner leaves, and within seven days when never confirmed.
 */
export const SearchAlerts: CollectionConfig = {
  slug: 'search-alerts',
  labels: {
    singular: { it: 'Avviso di ricerca', en: 'Search alert' },
    plural: { it: 'Avvisi di ricerca', en: 'Search alerts' },
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: ownerMay('records.deletePermanently') },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'query', 'confirmedAt', 'createdAt'] },
  defaultSort: '-createdAt',
  timestamps: true,
  endpoints: [subscribe, confirmAlert, manageAlerts, removeAlert, unsubscribeOneClick],
  fields: [
    { name: 'email', type: 'text', required: true, index: true, label: { it: 'E-mail', en: 'Email' } },
    // The inventory's query string of the search, without its order: equal searches, equal text.
    { name: 'query', type: 'text', index: true, label: { it: 'Ricerca', en: 'Search' } },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'it',
      options: [
        { label: 'Italiano', value: 'it' },
        { label: 'English', value: 'en' },
      ],
      label: { it: 'Lingua', en: 'Language' },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      index: true,
      label: { it: 'Confermato il', en: 'Confirmed on' },
      admin: { readOnly: true },
    },
    consentsGroup(),
  ],
}
