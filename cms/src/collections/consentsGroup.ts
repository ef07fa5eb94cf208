import type { GroupField } from 'payload'

/**
 * What a visitor agreed to when sending a form: the privacy notice's version and when. Leads and
 * saved-search alerts keep it in the same columns (`consents_privacy_version`, `consents_privacy_at`),
 * so one retention or export rule reads both alike. `more` adds a form's own consents.
 */
export function consentsGroup(more: GroupField['fields'] = []): GroupField {
  return {
    name: 'consents',
    type: 'group',
    label: { it: 'Consensi', en: 'Consents' },
    fields: [
      {
        name: 'privacyVersion',
        type: 'text',
        required: true,
        label: { it: 'Versione dell’informativa', en: 'Privacy notice version' },
      },
      {
        name: 'privacyAt',
        type: 'date',
        required: true,
        label: { it: 'Informativa accettata il', en: 'Privacy notice accepted on' },
      },
      ...more,
    ],
  }
}
