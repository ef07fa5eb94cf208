import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestSmtp {
  port: number
  /** Every message received so far, parsed. */
  messages: ParsedMail[]
  /** Resolves with the first message (received already or later) that `match` accepts. */
  waitFor: (match: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  close: () => Promise<void>
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          for (const wake of waiters) wake()
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    waitFor: (match, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return false
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching e-mail in ${timeoutMs} ms (${messages.length} received)`))
        }, timeoutMs)
        if (!check()) waiters.add(check)
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
