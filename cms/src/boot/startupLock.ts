import pg from 'pg'

/**
 * Several servers may start at once on one database (replicas, a rolling
 * deploy). Payload's migrations, the first administrator and the demo
 * catalogue each check and then write, so two servers doing them together
 * would both create the same tables or the same rows: they take turns on this
 * lock, held on a connection of its own. The database drops it with the
 * connection if the server dies while holding it.
 */
const STARTUP_LOCK = `hashtext('autosalone.startup')`
const SECRET_NAME = 'payload'

/** Payload does not know this table: the secret is needed before Payload, and its migrations, start. */
export const createSecretsTable =
  'create table if not exists server_secrets (name text primary key, value text not null)'

export interface StartupLock {
  /**
   * The secret every server on this database signs sessions with: the one a
   * server stored first, or `candidate` when none has. Kept in the database,
   * not in one server's DATA_DIR, so a session or device cookie made by one
   * replica is good on all of them and survives a replica's fresh disk.
   */
  sharedSecret: (candidate: string) => Promise<string>
  release: () => Promise<void>
}

export async function takeStartupLock(databaseUrl: string, log: (line: string) => void): Promise<StartupLock> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 })
  // A connection lost while waiting fails the query under way; this keeps the process alive until it does.
  client.on('error', () => undefined)
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${STARTUP_LOCK}) as locked`)
    if (!rows[0].locked) {
      log('Another server is starting on this database; waiting for it to finish its start-up steps')
      await client.query(`select pg_advisory_lock(${STARTUP_LOCK})`)
    }
  } catch (error) {
    await client.end().catch(() => undefined)
    throw error
  }

  let released: Promise<void> | undefined
  return {
    sharedSecret: async (candidate) => {
      await client.query(createSecretsTable)
      await client.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
        SECRET_NAME,
        candidate,
      ])
      const { rows } = await client.query<{ value: string }>('select value from server_secrets where name = $1', [
        SECRET_NAME,
      ])
      return rows[0].value
    },
    release: () =>
      (released ??= client
        .query(`select pg_advisory_unlock(${STARTUP_LOCK})`)
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => client.end())
        .catch(() => undefined)),
  }
}
