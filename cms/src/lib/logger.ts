import { pino, type Logger } from 'pino'
import pretty from 'pino-pretty'

import { LOG_LEVELS } from '../boot/env'

/** The fields of an access line that its message already says, left out of the readable form. */
const SAID_IN_THE_MESSAGE = 'pid,hostname,req,res,responseTime'

/**
 * JSON lines in production, for a log collector; readable coloured lines in
 * development. The level is LOG_LEVEL's; a bad value is reported by readEnv,
 * meanwhile `info` stands in.
 */
function createLogger(env: NodeJS.ProcessEnv): Logger {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase() ?? ''
  const level = (LOG_LEVELS as readonly string[]).includes(wanted) ? wanted : 'info'
  if (env.NODE_ENV === 'production') return pino({ level })
  return pino(
    { level },
    pretty({ colorize: true, ignore: SAID_IN_THE_MESSAGE, translateTime: 'SYS:HH:MM:ss', sync: true }),
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
