import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** A client of the embedded PostgreSQL a running test server keeps in its data folder; the caller ends it. */
export async function connectToDataDir(dataDir: string): Promise<pg.Client> {
  const port = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]
  const { databasePassword } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
    databasePassword: string
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password: databasePassword,
    database: 'autosalone',
  })
  await client.connect()
  return client
}
