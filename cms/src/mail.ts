import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

/**
 * The SMTP adapter when SMTP_URL is set (e.g. smtp://user:pass@mail.example:587);
 * without it no adapter is configured and requests are only stored. The
 * transport is not checked at start: a mail server that is down must not stop
 * the site, the jobs queue retries.
 */
export function mailAdapter(smtpUrl: string | undefined, from: string | undefined) {
  if (!smtpUrl) return undefined
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
