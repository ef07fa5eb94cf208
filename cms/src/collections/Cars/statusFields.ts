import { CAR_STATUSES, STATUS_LABELS, selectOptions } from '@autosalone/domain/enums'
import type { Field } from 'payload'

import { contractValidate } from './fields'

/**
 * Where the car stands in the sale: the status the dealer sets, the date it last changed (set by
 * the followStatus hook) and `isAvailable`, which follows the status for older API clients.
 */
export const statusFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    label: { it: 'Stato', en: 'Status' },
    options: selectOptions(CAR_STATUSES, STATUS_LABELS),
    defaultValue: 'disponibile',
    required: true,
    index: true,
    validate: contractValidate('status', { required: true }),
    admin: { position: 'sidebar', components: { Cell: '/components/CarListCells#CarStatusCell' } },
  },
  {
    name: 'statusChangedAt',
    type: 'date',
    label: { it: 'Stato cambiato il', en: 'Status changed on' },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  },
  {
    name: 'isAvailable',
    type: 'checkbox',
    label: { it: 'Auto disponibile per la vendita', en: 'Available for sale' },
    defaultValue: true,
    index: true,
    validate: contractValidate('isAvailable'),
    // Follows the status (followStatus): kept in the API for clients that read or set it.
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: {
        it: 'Segue lo stato: sì solo per «Disponibile».',
        en: 'Follows the status: yes only for Available.',
      },
    },
  },
]
