import type { Endpoint } from 'payload'

const NO_PASSWORD_RECOVERY =
  'Il recupero della password non è disponibile: chiedi a un amministratore di impostarne una nuova dalla console.'

/** An answer that writes nothing and, being the same for everyone, tells nothing about the accounts. */
function closed(method: Endpoint['method'], path: string, message: string): Endpoint {
  return { method, path, handler: () => Response.json({ errors: [{ message }] }, { status: 404 }) }
}

/**
 * Payload's routes for flows this site does not have, answered 404 in place
 * of Payload's handlers: there is no e-mail to send a reset link or a
 * verification to (forgot-password would otherwise store a reset token for
 * anyone), the first administrator comes from the environment, and there is
 * no lockout to lift. `init` would tell whether any account exists.
 */
export const closedFlows: Endpoint[] = [
  closed('post', '/forgot-password', NO_PASSWORD_RECOVERY),
  closed('post', '/reset-password', NO_PASSWORD_RECOVERY),
  closed('post', '/verify/:token', 'La verifica via e-mail non è attiva su questo sito.'),
  closed(
    'post',
    '/first-register',
    'Il primo amministratore si crea all’avvio dalle variabili ADMIN_USERNAME e ADMIN_PASSWORD.',
  ),
  closed('get', '/init', 'Servizio non disponibile.'),
  closed('post', '/unlock', 'Gli account non vengono bloccati: non c’è nulla da sbloccare.'),
]
