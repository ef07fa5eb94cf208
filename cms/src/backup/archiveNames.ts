/** Backup archives are named after the moment they were taken, in UTC: `autosalone-20261128T023000Z.tar.gz`. */
const NAME = /^autosalone-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/

export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '')
  return `autosalone-${stamp}.tar.gz`
}

/** When the archive was taken, or null for a name that is not a backup archive's (nothing else is ever served). */
export function archiveTime(name: string): Date | null {
  const match = NAME.exec(name)
  if (!match) return null
  const [, year, month, day, hour, minute, second] = match
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
  return Number.isNaN(at.getTime()) ? null : at
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The Monday (UTC) that starts the ISO week of `at`, as a key. */
function weekOf(at: Date): string {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

export interface Retention {
  daily: number
  weekly: number
}

export const NIGHTLY_RETENTION: Retention = { daily: 7, weekly: 4 }

/**
 * The archives to delete: kept are the newest of each of the `daily` latest days that have
 * an archive and the newest of each of the `weekly` latest weeks. Counting days that have an
 * archive, not calendar days, means that backups which stopped for a while never take the last
 * good ones with them. Names that are not archives' are never touched.
 */
export function archivesToDelete(names: string[], retention: Retention = NIGHTLY_RETENTION): string[] {
  const dated = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((item): item is { name: string; at: Date } => item.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const kept = new Set<string>()
  const keepNewestPer = (key: (at: Date) => string, count: number) => {
    const seen = new Set<string>()
    for (const item of dated) {
      const period = key(item.at)
      if (seen.has(period)) continue
      if (seen.size === count) break
      seen.add(period)
      kept.add(item.name)
    }
  }
  keepNewestPer((at) => at.toISOString().slice(0, 10), retention.daily)
  keepNewestPer(weekOf, retention.weekly)
  return dated.filter((item) => !kept.has(item.name)).map((item) => item.name)
}
