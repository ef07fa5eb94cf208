import type { NumberField } from 'payload'

import { SOLD_PAGE_DAYS } from '@autosalone/domain/prices/sold-page'
import * as rules from '@autosalone/domain/dealer-settings/settings-rules'
import { settingsRule } from '../../../globals/settingsRule'

/** The site setting: how many days a sold car's page stays before it leads to the inventory. */
export const soldPageDaysField: NumberField = {
  name: 'soldPageDays',
  type: 'number',
  required: true,
  defaultValue: SOLD_PAGE_DAYS.default,
  min: SOLD_PAGE_DAYS.min,
  max: SOLD_PAGE_DAYS.max,
  label: {
    it: 'Giorni in cui resta la pagina di un’auto venduta',
    en: 'Days a sold car’s page stays',
  },
  admin: {
    description: {
      it: 'Poi la pagina porta (301) agli annunci della stessa marca e modello. Predefinito 90.',
      en: 'Then the page leads (301) to the inventory of the same make and model. Default 90.',
    },
  },
  validate: settingsRule('soldPageDays', rules.soldPageDays),
}
