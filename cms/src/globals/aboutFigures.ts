import aboutEn from '@autosalone/storefront/locales/en/about.json'
import aboutIt from '@autosalone/storefront/locales/it/about.json'
import type { ArrayField } from 'payload'

import * as rules from '@autosalone/domain/dealer-settings/settings-rules'
import { settingsRule as rule } from './settingsRule'

/** The figures the pages show until the dealer writes them: the about page's own, in both languages. */
export const USUAL_ABOUT_FIGURES = aboutIt.stats.items.map(({ value, label }, index) => ({
  value,
  label,
  labelEn: aboutEn.stats.items[index]?.label ?? null,
}))

/** The about and home pages' figures ('10+' 'anni di esperienza'), with an English caption beside. */
export const aboutFiguresField: ArrayField = {
  name: 'aboutFigures',
  type: 'array',
  label: { it: 'Numeri del salone', en: 'The dealership in numbers' },
  labels: { singular: { it: 'Numero', en: 'Figure' }, plural: { it: 'Numeri', en: 'Figures' } },
  maxRows: rules.SETTINGS_LIMITS.figures,
  defaultValue: USUAL_ABOUT_FIGURES,
  admin: {
    description: {
      it: 'Sulle pagine Chi siamo e Home. Senza righe il sito mostra i numeri di sempre.',
      en: 'On the About and Home pages. With no rows the site shows its usual figures.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'value',
          type: 'text',
          required: true,
          label: { it: 'Cifra', en: 'Figure' },
          validate: rule('value', rules.requiredText(rules.SETTINGS_LIMITS.figureValue)),
        },
        {
          name: 'label',
          type: 'text',
          required: true,
          label: { it: 'Didascalia', en: 'Caption' },
          validate: rule('label', rules.requiredText(rules.SETTINGS_LIMITS.figureLabel)),
        },
        {
          name: 'labelEn',
          type: 'text',
          label: { it: 'Didascalia (inglese)', en: 'Caption (English)' },
          validate: rule('labelEn', rules.optionalText(rules.SETTINGS_LIMITS.figureLabel)),
        },
      ],
    },
  ],
}
