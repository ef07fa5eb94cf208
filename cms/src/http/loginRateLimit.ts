import { rateLimit } from 'express-rate-limit'

/**
 * Payload locks an account after 5 failed logins; this also slows down one
 * address trying many usernames. Successful logins do not count.
 */
export const loginRateLimit = rateLimit({
  windowMs: 10 * 60 * 1000,
  limit: 20,
  skipSuccessfulRequests: true,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  message: { error: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' },
})
