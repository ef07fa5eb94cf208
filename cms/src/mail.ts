import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { PayloadEmailAdapter } from 'payload'

/**
 * Without SMTP_URL mail is deliberately off: requests are only stored. Payload's
 * own fallback would warn at every start that no adapter is configured; this
 * one says once per message, at the moment it matters, that nothing was sent.
 */
const mailOff: PayloadEmailAdapter = ({ payload }) => ({
  name: 'mail-off',
  defaultFromAddress: 'sito@localhost',
  defaultFromName: 'Sito del salone',
  sendEmail: (message) => {
    payload.logger.info(`Mail is off (no SMTP_URL): "${String(message.subject ?? '')}" not sent`)
    return Promise.resolve()
  },
})

/**
 * The SMTP adapter when SMTP_URL is set (e.g. smtp://user:pass@mail.example:587),
 * otherwise `mailOff`. The transport is not checked at start: a mail server that
 * is down must not stop the site, the jobs queue retries.
 */
export function mailAdapter(smtpUrl: string | undefined, from: string | undefined) {
  if (!smtpUrl) return mailOff
  const address = from || 'sito@localhost'
  const match = /^\s*(?:"?([^"<]*)"?\s*)?<([^>]+)>\s*$/.exec(address)
  return nodemailerAdapter({
    defaultFromAddress: match ? match[2] : address,
    defaultFromName: match?.[1]?.trim() || 'Sito del salone',
    skipVerify: true,
    transportOptions: {
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never,
  })
}
