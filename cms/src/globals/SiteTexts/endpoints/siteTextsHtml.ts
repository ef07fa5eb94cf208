import type { Endpoint } from 'payload'

import { serviceIds } from '@autosalone/domain/public-pages'
import { siteTextLanguages, type PageTextsHtml, type SiteTextsHtml } from '@autosalone/domain/site-texts'
import type { SiteText } from '../../../payload-types'
import { richTextHtml, type LexicalState } from '../../../lib/richTextHtml'
import { serviceFieldName } from '../serviceFieldName'

type StoredTexts = SiteText['it'] | SiteText['en']

function pageTexts(stored: StoredTexts): PageTextsHtml {
  const servicePages = stored?.servicePages as Record<string, LexicalState | null | undefined> | undefined
  return {
    about: { mission: richTextHtml(stored?.about?.mission), experience: richTextHtml(stored?.about?.experience) },
    services: { intro: richTextHtml(stored?.services?.intro) },
    servicePages: Object.fromEntries(
      serviceIds.map((id) => [id, richTextHtml(servicePages?.[serviceFieldName(id)])]),
    ) as PageTextsHtml['servicePages'],
  }
}

/**
 * GET /api/globals/site-texts/html: the dealer's texts in both languages as HTML made safe for
 * the public pages, `null` where the page keeps its default text. The pages read it on the
 * server, so the browser never loads the editor's code; both languages come together, so the
 * language switch needs no request.
 */
export const siteTextsHtml: Endpoint = {
  path: '/html',
  method: 'get',
  handler: async (req) => {
    const stored = await req.payload.findGlobal({ slug: 'site-texts', depth: 0, req })
    const texts = Object.fromEntries(
      siteTextLanguages.map((language) => [language, pageTexts(stored[language])]),
    ) as SiteTextsHtml
    return Response.json(texts)
  },
}
