import type { GlobalConfig, TextField } from 'payload'

import { PLACEHOLDER_CONTACTS } from '@autosalone/domain/dealer-settings/placeholders'
import * as rules from '@autosalone/domain/dealer-settings/settings-rules'
import { anyone } from '../access/anyone'
import { isAdmin, ownerMay } from '../access/isAdmin'
import { recordGlobalChange } from '../audit/auditHooks'
import { soldPageDaysField } from '../collections/Cars/sold/soldPageDaysField'
import { aboutFiguresField } from './aboutFigures'
import { settingsRule } from './settingsRule'

const rule = settingsRule

type Label = TextField['label']

/** A text field the settings page also edits, checked by the page's rule. */
function checkedText<T>(name: string, label: Label, check: rules.Rule<T>, more: Partial<TextField> = {}): TextField {
  return { name, type: 'text', label, validate: rule(name, check), ...more } as TextField
}

const hoursText = (name: string, label: Label, required: boolean) =>
  checkedText(
    name,
    label,
    required
      ? rules.requiredText(rules.SETTINGS_LIMITS.hoursText)
      : rules.optionalText(rules.SETTINGS_LIMITS.hoursText),
    { required },
  )

/**
 * The dealer's own details. The defaults are the spec's hours and town with
 * contact details that are plainly placeholders until the dealer fills them in.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { it: 'Dati del salone', en: 'Dealership details' },
  access: { read: anyone, update: ownerMay('settings.write'), readVersions: isAdmin },
  hooks: { afterChange: [recordGlobalChange('settings.changed')] },
  fields: [
    {
      name: 'dealershipName',
      type: 'text',
      required: true,
      defaultValue: 'Autosalone Arda',
      label: { it: 'Nome del salone', en: 'Dealership name' },
    },
    {
      name: 'slogan',
      type: 'text',
      defaultValue: 'La tua prossima auto, scelta con fiducia.',
      label: { it: 'Slogan', en: 'Slogan' },
      validate: rule('slogan', rules.optionalText(rules.SETTINGS_LIMITS.slogan)),
    },
    {
      name: 'sloganEn',
      type: 'text',
      defaultValue: 'Your next car, chosen with confidence.',
      label: { it: 'Slogan (inglese)', en: 'Slogan (English)' },
      admin: {
        description: {
          it: 'Sulle pagine in inglese; se vuoto si usa quello italiano.',
          en: 'On the English pages; when empty the Italian one is shown.',
        },
      },
      validate: rule('sloganEn', rules.optionalText(rules.SETTINGS_LIMITS.slogan)),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          required: true,
          defaultValue: PLACEHOLDER_CONTACTS.phone,
          label: { it: 'Telefono', en: 'Phone' },
          validate: rule('phone', rules.phone),
        },
        {
          name: 'whatsapp',
          type: 'text',
          required: true,
          defaultValue: PLACEHOLDER_CONTACTS.whatsapp,
          label: {
            it: 'Numero WhatsApp (solo cifre, con prefisso)',
            en: 'WhatsApp number (digits, with country code)',
          },
          validate: rule('whatsapp', rules.whatsapp),
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          defaultValue: PLACEHOLDER_CONTACTS.email,
          label: { it: 'E-mail', en: 'E-mail' },
          validate: rule('email', rules.email),
        },
      ],
    },
    {
      name: 'address',
      type: 'group',
      label: { it: 'Indirizzo', en: 'Address' },
      fields: [
        checkedText('street', { it: 'Via', en: 'Street' }, rules.requiredText(), { defaultValue: 'Via Emilia 1' }),
        checkedText('postalCode', { it: 'CAP', en: 'Postal code' }, rules.postalCode, { defaultValue: '29017' }),
        checkedText('city', { it: 'Comune', en: 'Town' }, rules.requiredText(), { defaultValue: "Fiorenzuola d'Arda" }),
        checkedText('province', { it: 'Provincia', en: 'Province' }, rules.province, { defaultValue: 'PC' }),
        {
          name: 'latitude',
          type: 'number',
          defaultValue: 44.9266,
          label: { it: 'Latitudine', en: 'Latitude' },
          validate: rule('latitude', rules.latitude),
        },
        {
          name: 'longitude',
          type: 'number',
          defaultValue: 9.9105,
          label: { it: 'Longitudine', en: 'Longitude' },
          validate: rule('longitude', rules.longitude),
        },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      label: { it: 'Orari di apertura', en: 'Opening hours' },
      maxRows: rules.SETTINGS_LIMITS.openingRows,
      defaultValue: [
        { days: 'Lunedì - Venerdì', daysEn: 'Monday - Friday', hours: '9:00 - 19:00' },
        { days: 'Sabato', daysEn: 'Saturday', hours: '9:00 - 13:00' },
        { days: 'Domenica', daysEn: 'Sunday', hours: 'Chiuso', hoursEn: 'Closed' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            hoursText('days', { it: 'Giorni', en: 'Days' }, true),
            hoursText('daysEn', { it: 'Giorni (inglese)', en: 'Days (English)' }, false),
            hoursText('hours', { it: 'Orario', en: 'Hours' }, true),
            hoursText('hoursEn', { it: 'Orario (inglese)', en: 'Hours (English)' }, false),
          ],
        },
      ],
    },
    {
      name: 'social',
      type: 'group',
      label: { it: 'Social network', en: 'Social networks' },
      fields: [
        checkedText('facebook', 'Facebook', rules.link, { defaultValue: PLACEHOLDER_CONTACTS.facebook }),
        checkedText('instagram', 'Instagram', rules.link, { defaultValue: PLACEHOLDER_CONTACTS.instagram }),
      ],
    },
    {
      name: 'finance',
      type: 'group',
      label: { it: 'Finanziamento (preventivo sul sito)', en: 'Finance (estimate on the site)' },
      fields: [
        {
          name: 'tan',
          type: 'number',
          required: true,
          min: 0,
          max: 30,
          defaultValue: 6.95,
          label: { it: 'TAN (%)', en: 'Nominal rate (%)' },
        },
        {
          name: 'setupFee',
          type: 'number',
          required: true,
          min: 0,
          max: 5000,
          defaultValue: 300,
          label: { it: 'Spese di istruttoria (€)', en: 'Set-up fee (€)' },
        },
        {
          name: 'instalmentFee',
          type: 'number',
          required: true,
          min: 0,
          max: 50,
          defaultValue: 3,
          label: { it: 'Spese di incasso rata (€)', en: 'Fee per instalment (€)' },
        },
      ],
    },
    {
      name: 'confirmToVisitor',
      type: 'checkbox',
      defaultValue: false,
      label: {
        it: 'Manda a chi scrive una conferma via e-mail della richiesta',
        en: 'E-mail visitors a confirmation of their request',
      },
    },
    {
      name: 'analyticsId',
      type: 'text',
      label: { it: 'ID Google Analytics (facoltativo)', en: 'Google Analytics id (optional)' },
      admin: {
        description: {
          it: 'Es. G-XXXXXXX. Caricato solo con il consenso del visitatore.',
          en: 'E.g. G-XXXXXXX. Loaded only with the visitor’s consent.',
        },
      },
      validate: rule('analyticsId', rules.analyticsId),
    },
    // Sales channels (the 'Canali' page): what Google's vehicle ads feed needs once.
    {
      name: 'googleStoreCode',
      type: 'text',
      label: { it: 'Codice negozio Google', en: 'Google store code' },
      admin: {
        description: {
          it: 'Il codice negozio del Profilo dell’attività su Google, per gli annunci di veicoli.',
          en: 'The store code of the Google Business Profile, for vehicle ads.',
        },
      },
      validate: rule('googleStoreCode', rules.storeCode),
    },
    // The business's tax number and its own closing days (decision record 032).
    {
      name: 'vatNumber',
      type: 'text',
      defaultValue: PLACEHOLDER_CONTACTS.vatNumber,
      label: { it: 'Partita IVA', en: 'VAT number' },
      admin: {
        description: { it: 'Mostrata a piè di pagina.', en: 'Shown in the footer.' },
      },
      validate: rule('vatNumber', rules.vatNumber),
    },
    {
      name: 'closures',
      type: 'array',
      label: { it: 'Chiusure (ferie, festa patronale)', en: 'Closures (holidays, patron saint)' },
      labels: { singular: { it: 'Chiusura', en: 'Closure' }, plural: { it: 'Chiusure', en: 'Closures' } },
      maxRows: rules.MAX_CLOSURES,
      admin: {
        description: {
          it: 'Giorni senza prove su strada, oltre alle festività nazionali. Date come 2026-08-15.',
          en: 'Days without test drives, beyond the national holidays. Dates like 2026-08-15.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            checkedText('from', { it: 'Dal', en: 'From' }, rules.calendarDate, { required: true }),
            checkedText(
              'to',
              { it: 'Al (vuoto per un giorno)', en: 'To (empty for one day)' },
              rules.optionalCalendarDate,
            ),
          ],
        },
      ],
    },
    aboutFiguresField,
    soldPageDaysField,
  ],
}
