import type { RequestHandler } from 'express'

/**
 * A path with broken percent-encoding (`/api/cars/%E0%A4%A`) cannot name
 * anything; Payload's router would throw on it and answer 500.
 */
export const rejectMalformedUrl: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path)
  } catch {
    res.status(400).json({ error: 'Indirizzo non valido: codifica percentuale errata' })
    return
  }
  next()
}
