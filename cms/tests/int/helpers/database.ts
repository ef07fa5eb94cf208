import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** The password of the embedded PostgreSQL in a data folder, as the server keeps it. */
export function databasePasswordOf(dataDir: string): string {
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    databasePassword: string
  }
  return secrets.databasePassword
}

/** A client of the embedded PostgreSQL a running test server keeps in its data folder; the caller ends it. */
export async function connectToDataDir(dataDir: string): Promise<pg.Client> {
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password: databasePasswordOf(dataDir),
    database: 'autosalone',
  })
  await client.connect()
  return client
}
