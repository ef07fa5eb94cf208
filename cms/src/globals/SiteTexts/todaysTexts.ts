import aboutEn from '@autosalone/storefront/locales/en/about.json'
import servicesEn from '@autosalone/storefront/locales/en/services.json'
import aboutIt from '@autosalone/storefront/locales/it/about.json'
import servicesIt from '@autosalone/storefront/locales/it/services.json'
import type { PayloadRequest } from 'payload'

import { serviceIds } from '@autosalone/domain/public-pages'
import { siteTextLanguages, type SiteTextLanguage } from '@autosalone/domain/site-texts'
import { serviceFieldName } from './serviceFieldName'

type Locale = { about: typeof aboutIt; services: typeof servicesIt }
const locales: Record<SiteTextLanguage, Locale> = {
  it: { about: aboutIt, services: servicesIt },
  en: { about: aboutEn, services: servicesEn },
}

/** One paragraph of plain words, as the console's editor stores it. */
function paragraph(words: string) {
  const text = { type: 'text', text: words, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
  const block = {
    type: 'paragraph',
    children: [text],
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    version: 1,
  }
  return { root: { type: 'root', children: [block], direction: 'ltr', format: '', indent: 0, version: 1 } }
}

/** The words a page shows where the dealer has written nothing: the page's own default text. */
export function todaysTexts(language: SiteTextLanguage) {
  const { about, services } = locales[language]
  return {
    about: { mission: paragraph(about.mission.text), experience: paragraph(about.experience.text) },
    services: { intro: paragraph(services.subtitle) },
    servicePages: Object.fromEntries(
      serviceIds.map((id) => [serviceFieldName(id), paragraph(services.items[id].intro)]),
    ),
  }
}

type Texts = Record<string, unknown>

function fillEmpty(stored: Texts, today: Texts): Texts {
  const filled: Texts = { ...stored }
  for (const [name, value] of Object.entries(today)) {
    const current = stored[name]
    if (value !== null && typeof value === 'object' && !('root' in value)) {
      filled[name] = fillEmpty(
        current !== null && typeof current === 'object' ? (current as Texts) : {},
        value as Texts,
      )
    } else if (current === null || current === undefined) {
      filled[name] = value
    }
  }
  return filled
}

/**
 * The console's editor opens on the text the page shows today, so changing one word is not
 * retyping the whole text. Only the console's own reads (Payload's Local API, which its edit view
 * uses) see the filled texts: the pages and the REST API still see an empty field as empty (the
 * page's default text), and an update's comparison with the stored document is untouched, so a
 * text saved unchanged is stored as the dealer's own, and an emptied one goes back to the default.
 */
export function startFromTodaysTexts({ doc, req }: { doc: Texts; req: PayloadRequest }): Texts {
  if (req.payloadAPI !== 'local') return doc
  const filled: Texts = { ...doc }
  for (const language of siteTextLanguages) {
    filled[language] = fillEmpty((doc[language] as Texts | null | undefined) ?? {}, todaysTexts(language))
  }
  return filled
}
