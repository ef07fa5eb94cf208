import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'

/**
 * The dealer's own details. The defaults are the spec's hours and town with
 * contact details that are plainly placeholders until the dealer fills them in.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { it: 'Dati del salone', en: 'Dealership details' },
  access: { read: anyone, update: isAdmin, readVersions: isAdmin },
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
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          required: true,
          defaultValue: '+39 0523 000000',
          label: { it: 'Telefono', en: 'Phone' },
        },
        {
          name: 'whatsapp',
          type: 'text',
          required: true,
          defaultValue: '390000000000',
          label: {
            it: 'Numero WhatsApp (solo cifre, con prefisso)',
            en: 'WhatsApp number (digits, with country code)',
          },
          validate: (value: string | null | undefined) =>
            !value || /^\d{8,15}$/.test(value) ? true : 'Solo cifre, da 8 a 15',
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          defaultValue: 'info@autosalone-arda.example',
          label: { it: 'E-mail', en: 'E-mail' },
        },
      ],
    },
    {
      name: 'address',
      type: 'group',
      label: { it: 'Indirizzo', en: 'Address' },
      fields: [
        { name: 'street', type: 'text', defaultValue: 'Via Emilia 1', label: { it: 'Via', en: 'Street' } },
        { name: 'postalCode', type: 'text', defaultValue: '29017', label: { it: 'CAP', en: 'Postal code' } },
        { name: 'city', type: 'text', defaultValue: "Fiorenzuola d'Arda", label: { it: 'Comune', en: 'Town' } },
        { name: 'province', type: 'text', defaultValue: 'PC', label: { it: 'Provincia', en: 'Province' } },
        { name: 'latitude', type: 'number', defaultValue: 44.9266, label: { it: 'Latitudine', en: 'Latitude' } },
        { name: 'longitude', type: 'number', defaultValue: 9.9105, label: { it: 'Longitudine', en: 'Longitude' } },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      label: { it: 'Orari di apertura', en: 'Opening hours' },
      defaultValue: [
        { days: 'Lunedì - Venerdì', daysEn: 'Monday - Friday', hours: '9:00 - 19:00' },
        { days: 'Sabato', daysEn: 'Saturday', hours: '9:00 - 13:00' },
        { days: 'Domenica', daysEn: 'Sunday', hours: 'Chiuso', hoursEn: 'Closed' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'days', type: 'text', required: true, label: { it: 'Giorni', en: 'Days' } },
            { name: 'daysEn', type: 'text', label: { it: 'Giorni (inglese)', en: 'Days (English)' } },
            { name: 'hours', type: 'text', required: true, label: { it: 'Orario', en: 'Hours' } },
            { name: 'hoursEn', type: 'text', label: { it: 'Orario (inglese)', en: 'Hours (English)' } },
          ],
        },
      ],
    },
    {
      name: 'social',
      type: 'group',
      label: { it: 'Social network', en: 'Social networks' },
      fields: [
        { name: 'facebook', type: 'text', defaultValue: 'https://www.facebook.com/', label: 'Facebook' },
        { name: 'instagram', type: 'text', defaultValue: 'https://www.instagram.com/', label: 'Instagram' },
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
      validate: (value: string | null | undefined) =>
        !value || /^G-[A-Z0-9]{4,12}$/.test(value) ? true : 'Formato: G-XXXXXXX',
    },
  ],
}
