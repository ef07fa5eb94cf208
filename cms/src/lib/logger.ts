import { pino, type Logger } from 'pino'
import pretty from 'pino-pretty'

import { LOG_FORMATS, LOG_LEVELS, type LogFormat } from '../boot/env'

/** The fields of an access line that its message already says, left out of the readable form. */
const SAID_IN_THE_MESSAGE = 'pid,hostname,req,res,responseTime'

/**
 * LOG_FORMAT's choice; without one, readable lines for a person (a terminal,
 * or development) and JSON lines for a log collector (production output that
 * goes to a pipe or a file). A bad value is reported by readEnv.
 */
export function logFormat(env: NodeJS.ProcessEnv, terminal: boolean): LogFormat {
  const wanted = env.LOG_FORMAT?.trim().toLowerCase() ?? ''
  if ((LOG_FORMATS as readonly string[]).includes(wanted)) return wanted as LogFormat
  return env.NODE_ENV !== 'production' || terminal ? 'pretty' : 'json'
}

/** The level is LOG_LEVEL's; a bad value is reported by readEnv, meanwhile `info` stands in. */
function createLogger(env: NodeJS.ProcessEnv): Logger {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase() ?? ''
  const level = (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : 'info'
  if (logFormat(env, Boolean(process.stdout.isTTY)) === 'json') return pino({ level })
  return pino(
    { level },
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      ignore: SAID_IN_THE_MESSAGE,
      translateTime: 'SYS:HH:MM:ss',
      sync: true,
    }),
  )
}

const SHARED = Symbol.for('autosalone.logger')
type Holder = { [SHARED]?: Logger }

/**
 * The process's one logger, for the server's code and for Payload (its
 * `logger` option). Kept on the global object because the console's copy of
 * the Payload config, bundled by Next, loads this module a second time.
 */
export const logger: Logger = ((globalThis as Holder)[SHARED] ??= createLogger(process.env))
