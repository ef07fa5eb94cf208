import type { TaskConfig } from 'payload'

import { readEnv } from '../../../boot/env'
import { mintAlertToken, rememberPrices } from '../alertStore'
import { alertLinks, digestMail } from '../alertMail'
import { alertNews, findMatchingCars } from '../matchingCars'
import { SEARCH_ALERTS_QUEUE } from './sendAlertConfirmation'

const PAGE = 50

/**
 * Every morning, each confirmed alert's news by e-mail: the matching cars it has not shown yet
 * and the ones now cheaper than when it last did. Nothing is sent when nothing changed. The
 * prices are remembered right after each e-mail, so a retry after a failure mails only the
 * alerts it had not reached. Run by the queue on one replica; scheduled again once done.
 */
export const sendAlertDigests: TaskConfig<{ input: object; output: { mailed: number } }> = {
  slug: 'sendAlertDigests',
  label: 'Avvisi di ricerca del giorno',
  schedule: [{ cron: '0 0 8 * * *', queue: SEARCH_ALERTS_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const { payload } = req
    const siteUrl = readEnv().siteUrl
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    let mailed = 0
    for (let page = 1; ; page++) {
      const alerts = await payload.find({
        collection: 'search-alerts',
        where: { confirmedAt: { exists: true } },
        sort: 'id',
        depth: 0,
        limit: PAGE,
        page,
        overrideAccess: true,
      })
      for (const alert of alerts.docs) {
        const query = alert.query ?? ''
        const cars = await findMatchingCars(payload, query)
        const news = await alertNews(payload, alert.id, cars)
        if (news.arrived.length > 0 || news.cheaper.length > 0) {
          const language = alert.language === 'en' ? 'en' : 'it'
          const token = await mintAlertToken(payload, alert.id, alert.email)
          const mail = digestMail(query, language, news, siteUrl, alertLinks(siteUrl, token, alert.id, language))
          await payload.sendEmail({ to: alert.email, replyTo: settings.email, ...mail })
          mailed++
        }
        await rememberPrices(payload, alert.id, cars)
      }
      if (!alerts.hasNextPage) break
    }
    payload.logger.info(`Search alerts: ${mailed} e-mail(s) sent`)
    return { output: { mailed } }
  },
}
