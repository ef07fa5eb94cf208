import {
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import type { Field, GlobalConfig, Tab } from 'payload'

import { serviceIds, type ServiceId } from '@autosalone/domain/public-pages'
import type { SiteTextLanguage } from '@autosalone/domain/site-texts'
import { anyone } from '../../access/anyone'
import { isAdmin, ownerMay } from '../../access/isAdmin'
import { recordGlobalChange } from '../../audit/auditHooks'
import { siteTextsHtml } from './endpoints/siteTextsHtml'
import { serviceFieldName } from './serviceFieldName'
import { startFromTodaysTexts } from './todaysTexts'

/**
 * What the public pages can show, and so all the editor offers: no alignment or indent (they
 * would need inline styles), no photos, no links to records.
 */
const textEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: [] }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

const emptyMeansDefault = {
  it: 'Parte dal testo che il sito mostra oggi. Svuotato e salvato, il sito torna al testo di sempre.',
  en: 'Starts from the text the site shows today. Emptied and saved, the site goes back to its usual text.',
}

const serviceNames: Record<ServiceId, { it: string; en: string }> = {
  'vendita-auto': { it: 'Vendita auto', en: 'Car sales' },
  'ricerca-auto': { it: 'Ricerca auto', en: 'Car search' },
  finanziamenti: { it: 'Finanziamenti e leasing', en: 'Financing and leasing' },
  'valutazione-auto': { it: 'Valutazione e permuta', en: 'Evaluation and trade-in' },
  wrapping: { it: 'Officina partner e wrapping', en: 'Partner workshop and wrapping' },
  noleggio: { it: 'Noleggio', en: 'Rental' },
}

function text(name: string, label: { it: string; en: string }): Field {
  return { name, type: 'richText', label, editor: textEditor, admin: { description: emptyMeansDefault } }
}

function languageTab(language: SiteTextLanguage, label: string): Tab {
  return {
    name: language,
    label,
    fields: [
      {
        name: 'about',
        type: 'group',
        label: { it: 'Chi siamo', en: 'About us' },
        fields: [
          text('mission', { it: 'La nostra missione', en: 'Our mission' }),
          text('experience', { it: 'La nostra esperienza', en: 'Our experience' }),
        ],
      },
      {
        name: 'services',
        type: 'group',
        label: { it: 'Servizi', en: 'Services' },
        fields: [text('intro', { it: 'Introduzione', en: 'Introduction' })],
      },
      {
        name: 'servicePages',
        type: 'group',
        label: { it: 'Pagine dei servizi', en: 'Service pages' },
        admin: {
          description: {
            it: 'Il testo di ogni servizio, sulla sua pagina e nella sua sezione della pagina Servizi.',
            en: 'Each service’s text, on its page and in its section of the Services page.',
          },
        },
        fields: serviceIds.map((id) => text(serviceFieldName(id), serviceNames[id])),
      },
    ],
  }
}

/**
 * The prose of the about, services and service pages, written by the dealer in each language.
 * The headings, buttons and other texts of the pages stay in the locale files. The public
 * pages read the texts as HTML (`endpoints/siteTextsHtml.ts`).
 */
export const SiteTexts: GlobalConfig = {
  slug: 'site-texts',
  label: { it: 'Testi del sito', en: 'Site texts' },
  access: { read: anyone, update: ownerMay('settings.write'), readVersions: isAdmin },
  hooks: { afterRead: [startFromTodaysTexts], afterChange: [recordGlobalChange('texts.changed')] },
  endpoints: [siteTextsHtml],
  fields: [{ type: 'tabs', tabs: [languageTab('it', 'Italiano'), languageTab('en', 'English')] }],
}
